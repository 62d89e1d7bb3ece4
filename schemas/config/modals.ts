import * as z from 'zod';
import { languageAreaSchema, type DeepReadonly, i18nKeySchema, idSchema, routePathSchema, routeRefSchema, screenLoaderSchema } from './shared.ts';

/** What a modal shows: a lazy screen, the coming-soon screen, or the links of a menu slot (§2 sport choosers). */
export const modalScreenSchema = z.union([
  screenLoaderSchema,
  z.literal('coming-soon'),
  z.strictObject({
    /** Menu slot whose groups are listed as links (config/menus/slots.ts). */
    menu: idSchema,
  }),
]);

/** One modal (§2 "Modals and error screen"). */
export const modalSchema = z.strictObject({
  /** Unique kebab-case id, shared with routes: `href(id)` opens the modal. */
  id: idSchema,
  /** §2: the modal opens when the current path matches this pattern. */
  path: routePathSchema,
  /** i18n key of the dialog's accessible title. */
  titleKey: i18nKeySchema,
  /** i18n key of the dialog's accessible description. */
  descriptionKey: i18nKeySchema,
  /** §2: the modal's background colour (#rgb, #rrggbb or #rrggbbaa). */
  background: z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a hex colour such as "#1a2133"'),
  /** §2: hides the close button (Escape still closes, for keyboard users). */
  hideCloseButton: z.boolean().optional(),
  /**
   * §2 "closing navigates back to the matching path": where closing goes when nothing was open before this
   * modal in this visit (otherwise closing returns to the page or modal it was opened from). The page of this
   * route (or, for a modal, its own back route) is also rendered behind the modal.
   */
  backTo: routeRefSchema,
  /** What the modal shows. */
  screen: modalScreenSchema,
  /** §1: the on-demand language areas its screen needs, loaded beside the screen's chunk. */
  languageAreas: z.array(languageAreaSchema).optional(),
});

export const modalListSchema = z.array(modalSchema);

export type ModalConfig = z.output<typeof modalSchema>;
export type ModalInput = DeepReadonly<z.input<typeof modalSchema>>;
