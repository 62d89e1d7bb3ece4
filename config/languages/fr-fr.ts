import { defineLanguage } from '../../schemas/config/language.define.ts';
import { areas } from './fr-fr/areas.ts';

/** French: the market's default interface language (§1, §9). */
export const french = defineLanguage({
  code: 'fr-fr',
  label: 'Français',
  dir: 'ltr',
  flag: 'fr',
  dateLocale: 'fr-FR',
  load: () => import('./fr-fr/index.ts'),
  areas,
});
