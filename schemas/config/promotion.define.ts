import type { PromotionInput } from './promotion.ts';

// Zod-free: the promotions pages read config/promotions in the browser; the schema checks it at build and in
// tests (src/features/promotions/validate-promotions.ts).

/** Types one config/promotions/<id>.ts. */
export function definePromotion<const Promotion extends PromotionInput>(promotion: Promotion): Promotion {
  return promotion;
}
