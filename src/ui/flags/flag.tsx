import type { ComponentType } from 'react';

// A flag icon: the drawing config/flags.tsx gives for a language's `flag` code, or a neutral globe. The country
// codes and their drawings are instance data and live in config/ (DESIGN "Layout"); the kit only frames them.
// Flags are pictures of countries, so they never mirror in right-to-left.

function Globe() {
  return (
    <>
      <rect width="30" height="20" fill="#232c42" />
      <g fill="none" stroke="#b7c0d3" strokeWidth="1.2">
        <circle cx="15" cy="10" r="7" />
        <ellipse cx="15" cy="10" rx="3" ry="7" />
        <path d="M8 10h14" />
      </g>
    </>
  );
}

/** A small flag picture; decorative (the code or name beside it is the text). */
export function Flag({ flag, drawing, width = 24 }: { flag: string; drawing?: ComponentType; width?: number }) {
  const Drawing = drawing ?? Globe;
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={flag}
      style={{ display: 'block', flexShrink: 0, borderRadius: 2, boxShadow: '0 0 0 1px rgba(255,255,255,0.25)' }}
    >
      <Drawing />
    </svg>
  );
}
