/**
 * Where the wheel stops (§9: 16 segments of 22.5 degrees; §4: it stops exactly on the prize the server drew).
 *
 * The pointer sits at the top. Segment i is centred at i × 22.5 degrees from the top, clockwise in left-to-right
 * languages and anticlockwise in right-to-left ones (the wheel is mirrored, like the reading order), and the wheel
 * turns the same way its segments run. Angles are CSS rotations: positive is clockwise.
 */
export type Direction = 'ltr' | 'rtl';

export const segmentCount = 16;
export const segmentDegrees = 360 / segmentCount;

/** The centre of segment `index`, in degrees from the top (negative: anticlockwise, for rtl). */
export function segmentCentre(index: number, direction: Direction): number {
  const angle = index * segmentDegrees;
  return direction === 'ltr' ? angle : -angle;
}

/**
 * The rotation that brings segment `index` under the pointer after at least `fullTurns` whole turns beyond
 * `current` (the rotation the wheel already has, so a second spin keeps turning the same way instead of
 * unwinding).
 */
export function stopRotation(current: number, index: number, direction: Direction, fullTurns: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= segmentCount) throw new RangeError(`No segment ${index}`);
  if (direction === 'rtl') return -stopRotation(-current, index, 'ltr', fullTurns);
  // Rotating by R puts segment i's centre at i × 22.5 + R; under the pointer means that is a whole number of turns.
  const target = (360 - index * segmentDegrees) % 360;
  const base = Math.ceil(current / 360) * 360 + fullTurns * 360;
  return base + target;
}

/** Where on the wheel the pointer is after `rotation`: the index of the segment under it. */
export function segmentUnderPointer(rotation: number, direction: Direction): number {
  const turned = direction === 'ltr' ? -rotation : rotation;
  const normalised = ((turned % 360) + 360) % 360;
  return Math.round(normalised / segmentDegrees) % segmentCount;
}

/** The SVG path of segment `index` on a wheel of radius `radius` centred at 0,0 (y grows downwards). */
export function segmentPath(index: number, direction: Direction, radius: number): string {
  const centre = segmentCentre(index, direction);
  const point = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${round(radius * Math.sin(radians))} ${round(-radius * Math.cos(radians))}`;
  };
  const start = point(centre - segmentDegrees / 2);
  const end = point(centre + segmentDegrees / 2);
  return `M 0 0 L ${start} A ${radius} ${radius} 0 0 1 ${end} Z`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
