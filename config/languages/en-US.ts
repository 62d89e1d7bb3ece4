import { defineLanguage } from '../../schemas/config/language.define.ts';
import { areas } from './en-US/areas.ts';

/** English (§1). */
export const english = defineLanguage({
  code: 'en-US',
  label: 'English',
  dir: 'ltr',
  flag: 'gb',
  dateLocale: 'en-US',
  load: () => import('./en-US/index.ts'),
  areas,
});
