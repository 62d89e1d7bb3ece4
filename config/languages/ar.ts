import { defineLanguage } from '../../schemas/config/language.define.ts';
import { areas } from './ar/areas.ts';

/** Arabic: right-to-left (§1). Tunisian conventions for dates and numbers (Latin digits). */
export const arabic = defineLanguage({
  code: 'ar',
  label: 'العربية',
  dir: 'rtl',
  flag: 'tn',
  dateLocale: 'ar-TN',
  load: () => import('./ar/index.ts'),
  areas,
});
