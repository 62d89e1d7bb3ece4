// The api layer's face for the bet builder (docs/product.md §5 "Bet builder"; schemas/openapi/sport.yaml
// priceSportBuilder and the placement's builder_odd): screens import the call and its types from here, never from
// generated/ (CONVENTIONS 11).
export { priceSportBuilder } from '../../generated/sport/sport.ts';
export type { BuilderQuote, BuilderLegQuote, BuilderRefusal, BuilderRefusalCode } from '../../generated/sport/sport.schemas.ts';
