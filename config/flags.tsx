import type { ComponentType } from 'react';

// The flag pictures of the languages offered, keyed by the `flag` field of config/languages/<code>.ts (ISO 3166
// alpha-2, lower case). Country codes are instance data (DESIGN "Layout": config/ names instances), so they live
// here and the kit's Flag (src/ui/flags/flag.tsx) draws whatever it is given, or a neutral globe. A language
// whose flag is not drawn here gets the globe: add its drawing below.

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

export const flagDrawings: Record<string, ComponentType> = {
  fr: France,
  gb: UnitedKingdom,
  tn: Tunisia,
};
