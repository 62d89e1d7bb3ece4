import * as z from 'zod';
import { type DeepReadonly, idSchema, routeRefSchema } from './shared.ts';

const millisecondsSchema = z.number().int().positive();
const ratioSchema = z.string().regex(/^\d+ \/ \d+$/, 'Expected a ratio such as "4 / 1"');

/** config/slides.ts: the promotional carousels of the casino lobby and the sport home (§3 Slide, §7 Content, §9). */
export const slidesConfigSchema = z.strictObject({
  /** §7/§9: slider content is cached this long (1 h) before it is asked for again. */
  cacheMs: millisecondsSchema,
  /** Each slide stays this long before the next one comes, unless the player hovers, focuses or asks for reduced motion. */
  autoplayMs: z.number().int().min(5000, 'At least 5 s: players must have time to read a slide'),
  /** §9 UI timings: the slide animation (0.5 s). */
  transitionMs: millisecondsSchema,
  /** The places that show a carousel (the screens mount it by this name), each with its audience and shape. */
  places: z.record(
    idSchema,
    z.strictObject({
      /** Who sees it: everyone, or only guests (a place whose first screen belongs to the player's own rows once signed in). */
      audience: z.enum(['everyone', 'guests']),
      /** The picture's shape per platform, reserved before the slides arrive so nothing below moves (CLS 0). */
      aspectRatio: z.strictObject({ desktop: ratioSchema, mobile: ratioSchema }),
      /** The pages whose first screen shows it: opened at one of these addresses, the site asks for the slides and the
       * first picture at boot, beside the screen's code, so the picture (the page's largest paint) is not the last link
       * of a chain. */
      shownOn: z.array(routeRefSchema).min(1),
    }),
  ),
  /** Carousel slug per place: `{place}`, `{language}` and `{platform}` are filled in (§3: the slug encodes language and platform). */
  slug: z.string().refine((value) => value.includes('{language}') && value.includes('{platform}'), 'The slug must contain {language} and {platform}'),
});

export type SlidesConfig = z.output<typeof slidesConfigSchema>;
export type SlidesConfigInput = DeepReadonly<z.input<typeof slidesConfigSchema>>;
