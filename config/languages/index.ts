// The only list of interface languages (CONVENTIONS 1). A market picks which of them it offers and its default.
import type { LanguageConfig } from '../../schemas/config/language.ts';
import { french } from './fr-fr.ts';
import { english } from './en-US.ts';
import { arabic } from './ar.ts';

export const languages: readonly LanguageConfig[] = [french, english, arabic];
