import { defineBrand } from '../schemas/config/brand.define.ts';

// The operator's brand (schemas/config/brand.ts): a white label edits this file and the pictures it names in
// public/ (the logo's mark here, the installed app's icons in public/icons/).
export default defineBrand({
  name: { default: 'Sport & Casino', byLanguage: { ar: 'رياضة وكازينو' } },
  shortName: 'Sport&Casino',
  description: 'Paris sportifs, machines à sous et casino en direct',
  logoMark: '/brand/mark.svg',
  colours: {
    background: '#0f1420',
    surface: '#1a2133',
    surfaceRaised: '#232c42',
    text: '#f4f6fb',
    textMuted: '#b7c0d3',
    primary: '#ffc629',
    primaryText: '#1a1300',
    accent: '#2f80ed',
    focus: '#ffe08a',
  },
});
