import type { ComponentType } from 'react';

// Public flag icons, keyed by the `flag` field of config/languages/<code>.ts (ISO 3166 alpha-2, lower case).
// A language with a flag not drawn here gets the neutral globe; add its drawing to `flagDrawings`.
// Flags are pictures of countries, so they never mirror in right-to-left.

function France() {
  return (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      <rect width="10" height="20" fill="#000091" />
      <rect x="20" width="10" height="20" fill="#e1000f" />
    </>
  );
}

function UnitedKingdom() {
  return (
    <g transform="scale(0.5 0.6667)">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#ffffff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 V30 M0,15 H60" stroke="#ffffff" strokeWidth="10" />
      <path d="M30,0 V30 M0,15 H60" stroke="#c8102e" strokeWidth="6" />
    </g>
  );
}

function Tunisia() {
  return (
    <>
      <rect width="30" height="20" fill="#e70013" />
      <circle cx="15" cy="10" r="5" fill="#ffffff" />
      <circle cx="15" cy="10" r="3.75" fill="#e70013" />
      <circle cx="15.95" cy="10" r="3" fill="#ffffff" />
      <polygon
        points="17.90,10.00 16.52,10.45 16.52,11.90 15.66,10.73 14.28,11.18 15.14,10.00 14.28,8.82 15.66,9.27 16.52,8.10 16.52,9.55"
        fill="#e70013"
      />
    </>
  );
}

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

const flagDrawings: Record<string, ComponentType> = {
  fr: France,
  gb: UnitedKingdom,
  tn: Tunisia,
};

/** A small flag picture; decorative (the code or name beside it is the text). */
export function Flag({ flag, width = 24 }: { flag: string; width?: number }) {
  const Drawing = flagDrawings[flag] ?? Globe;
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
