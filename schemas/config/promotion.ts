import * as z from 'zod';
import { type DeepReadonly, idSchema, routeRefSchema } from './shared.ts';

// config/promotions/<id>.ts: one offer per file (CONVENTIONS 1), config/promotions/index.ts the only list (§2 promotions).

/** A decimal amount in the market currency, as a string (DESIGN, Money: never a float). */
const amountSchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'Expected a decimal amount such as "200" or "10.50"');

/** The words of one offer in one language. `{{name}}` placeholders take the offer's figures (promotionFigureNames). */
export const promotionTextSchema = z.strictObject({
  /** Card and page title. */
  title: z.string().trim().min(1).max(80),
  /** One sentence on the card: the short terms. */
  summary: z.string().trim().min(1).max(200),
  /** The full terms, one point per entry, shown on the offer's own page. */
  terms: z.array(z.string().trim().min(1).max(600)).min(1),
  /** The call to action's label. */
  cta: z.string().trim().min(1).max(40),
});

/** Figures an offer's texts may write as {{placeholders}} (amounts in the market currency, formatted per language). */
export const promotionFigureNames = ['depositNumber', 'percent', 'maxBonus', 'minDeposit', 'wagering', 'validDays', 'promoCode'] as const;

export const promotionSchema = z
  .strictObject({
    /** Offer id, also the file name. */
    id: idSchema,
    /** Where the offer's full terms live: /promotions-detail/{type} or /promotions/welcome-offer-N (config/routes). */
    page: routeRefSchema,
    /** Order on /promotions (smallest first). */
    order: z.number().int(),
    /** Shown as a card on /promotions unless false (false: reachable from its own address and its package only). */
    listed: z.boolean().optional(),
    /** Who may take it: everyone, only players who have not signed up yet, or signed-in players. */
    eligibility: z.enum(['everyone', 'new-players', 'signed-in-players']),
    /** The picture on the card and page: a file of this site (public/) or an https address, with its size (no layout shift). */
    image: z.strictObject({
      src: z.string().regex(/^(\/[a-zA-Z0-9/_.-]+|https:\/\/[^\s]+)$/, 'Expected "/promotions/<file>.svg" or an https address'),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    /** Where a signed-in player's call to action leads. A signed-out player goes to sign-up, with promoCode prefilled (§2 sign-up/{promocode}). */
    cta: routeRefSchema,
    /** Code entered at sign-up or on /profile/promocode. */
    promoCode: z.string().regex(/^[A-Z0-9]{3,20}$/, 'Expected 3 to 20 capital letters or digits').optional(),
    /** The offer's figures, shown through {{placeholders}} so a text never retypes them. */
    figures: z
      .strictObject({
        /** The deposit the offer applies to (welcome package: 1 for the first deposit...). */
        depositNumber: z.number().int().min(1).max(20).optional(),
        percent: z.number().int().min(1).max(1000).optional(),
        maxBonus: amountSchema.optional(),
        minDeposit: amountSchema.optional(),
        wagering: z.number().int().min(0).max(100).optional(),
        validDays: z.number().int().min(1).max(365).optional(),
      })
      .optional(),
    /** Last day the offer is listed (ISO date, inclusive); absent: no end. */
    endsOn: z.iso.date().optional(),
    /** Words per language: every language of the market must be there. */
    text: z.record(z.string(), promotionTextSchema),
  });

export type PromotionConfig = z.output<typeof promotionSchema>;
export type PromotionInput = DeepReadonly<z.input<typeof promotionSchema>>;
export type PromotionText = z.output<typeof promotionTextSchema>;
