import * as z from 'zod';
import type { DeepReadonly } from './shared.ts';

const colourSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Expected a colour as #rrggbb');
const languageCodeSchema = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'Expected a language code such as fr-fr or ar');

/**
 * config/brand.ts: what makes the site the operator's own (a white label is this file and its pictures in public/).
 * The name is the logo's text, the tab titles' suffix and the installed app's name; the colours are the theme's
 * brand colours (src/ui/theme.ts keeps the rest); the pictures are served from public/.
 */
export const brandConfigSchema = z.strictObject({
  /** The site's name, as a player reads it in the header and the tab title. */
  name: z.strictObject({
    /** The name in every language that has no name of its own below. */
    default: z.string().trim().min(1).max(40),
    /** The name in a given language (a script of its own, e.g. Arabic), by language code. */
    byLanguage: z.record(languageCodeSchema, z.string().trim().min(1).max(40)).default({}),
  }),
  /** The installed app's name under its icon (12 characters or fewer shows whole on most phones). */
  shortName: z.string().trim().min(1).max(12),
  /** The installed app's description (the web manifest), in the market's default language. */
  description: z.string().trim().min(1).max(200),
  /** The logo's mark, a square picture under public/ shown 32 px beside the name. */
  logoMark: z.string().regex(/^\/[\w./-]+\.(svg|png|webp)$/, 'Expected a path under public/, such as /brand/mark.svg'),
  /**
   * The brand's colours. Checked at build for contrast (tests/unit/brand.test.ts): text on background and surface,
   * primaryText on primary, at least 4.5:1.
   */
  colours: z.strictObject({
    /** The page behind everything; also the installed app's splash and theme colour. */
    background: colourSchema,
    /** Cards, panels, the header. */
    surface: colourSchema,
    /** A card on a card (menus, the slip's lines). */
    surfaceRaised: colourSchema,
    text: colourSchema,
    textMuted: colourSchema,
    /** Calls to action (Deposit, Place bet) and the selected price. */
    primary: colourSchema,
    /** Text on the primary colour. */
    primaryText: colourSchema,
    /** Secondary highlights (tabs, links in cards). */
    accent: colourSchema,
    /** The keyboard focus ring. */
    focus: colourSchema,
  }),
});

export type BrandConfig = z.output<typeof brandConfigSchema>;
export type BrandConfigInput = DeepReadonly<z.input<typeof brandConfigSchema>>;
