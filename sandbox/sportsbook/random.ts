/**
 * Seeded randomness for the sportsbook feed. Everything the feed invents (fixtures, teams' form, each match's
 * script of goals and points, price noise) comes from a generator seeded by the feed's seed and the thing's own
 * id, so the same seed gives the same feed whatever order things are generated in, and tests can rely on it.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** Standard normal. */
  normal(): number;
  exponential(mean: number): number;
  poisson(mean: number): number;
  /** An index drawn with the given (not necessarily normalised) weights. */
  weighted(weights: readonly number[]): number;
}

/** 32-bit hash of the parts (FNV-1a over their text, then a final avalanche). */
export function hashOf(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** sfc32: small, fast, and good enough for a simulation (not for anything secret). */
export function createRandom(...seedParts: readonly (string | number)[]): Random {
  let a = hashOf('a', ...seedParts);
  let b = hashOf('b', ...seedParts);
  let c = hashOf('c', ...seedParts);
  let d = 1;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let warm = 0; warm < 12; warm += 1) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
    normal: () => {
      // Box-Muller; 1 - next() keeps the logarithm's argument above 0.
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
    poisson: (mean) => {
      if (mean <= 0) return 0;
      if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * random.normal()));
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    weighted: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let at = next() * total;
      for (let index = 0; index < weights.length; index += 1) {
        at -= weights[index];
        if (at < 0) return index;
      }
      return weights.length - 1;
    },
  };
  return random;
}
