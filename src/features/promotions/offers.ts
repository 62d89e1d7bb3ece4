import promotionsFile from '../../../config/promotions/index.ts';
import type { PromotionConfig, PromotionText } from '../../../schemas/config/promotion.ts';
import { hrefById, hrefOf } from '../../engine/hrefs.ts';
import { formatMoney } from '../../i18n/format.ts';

// The offers as the browser reads them: config/promotions without zod (validated at build,
// validate-promotions.ts). No schema default applies, so the input is the output (§2 promotions).
export const offers = (promotionsFile as readonly unknown[] as PromotionConfig[]).slice().sort((a, b) => a.order - b.order);

/** The routes whose pages show one offer (config/routes/promotions-and-info.ts). */
export const detailRoute = 'promotions-detail-type';
export const welcomeRoute = 'promotions-welcome-offer';

/** The offer a promotion page shows: /promotions-detail/{type} or /promotions/welcome-offer-N; undefined for an unknown type. */
export function offerForPage(routeId: string, params: Record<string, string | undefined>): PromotionConfig | undefined {
  const name = routeId === detailRoute ? 'type' : routeId === welcomeRoute ? 'offer' : undefined;
  if (!name) return undefined;
  return offers.find((offer) => offer.page.route === routeId && offer.page.params?.[name] === params[name]);
}

/** Listed on /promotions: not hidden, and not past its last day (the player's own calendar day). */
export function isListed(offer: PromotionConfig, today: string): boolean {
  return offer.listed !== false && (offer.endsOn === undefined || offer.endsOn >= today);
}

/** Today as YYYY-MM-DD in the player's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The offer's words in `language` (the market's default when it has none), figures filled in for `locale`. */
export function offerText(offer: PromotionConfig, language: string, defaultLanguage: string, locale: string, currency: string): PromotionText {
  const text = offer.text[language] ?? offer.text[defaultLanguage] ?? Object.values(offer.text)[0];
  const number = new Intl.NumberFormat(locale);
  const figures = offer.figures ?? {};
  const values: Record<string, string | undefined> = {
    depositNumber: figures.depositNumber === undefined ? undefined : number.format(figures.depositNumber),
    percent: figures.percent === undefined ? undefined : number.format(figures.percent),
    wagering: figures.wagering === undefined ? undefined : number.format(figures.wagering),
    validDays: figures.validDays === undefined ? undefined : number.format(figures.validDays),
    // Money through the one money module, in the market currency (DESIGN, Money).
    maxBonus: figures.maxBonus === undefined ? undefined : formatMoney(figures.maxBonus, currency, locale),
    minDeposit: figures.minDeposit === undefined ? undefined : formatMoney(figures.minDeposit, currency, locale),
    promoCode: offer.promoCode,
  };
  const fill = (value: string) => value.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { title: fill(text.title), summary: fill(text.summary), terms: text.terms.map(fill), cta: fill(text.cta) };
}

/** Where the offer's own page is. */
export function offerPageHref(offer: PromotionConfig): string {
  return hrefOf(offer.page);
}

/**
 * Where the call to action leads (§2 sign-up/{promocode}): a signed-out player signs up, with the offer's code
 * prefilled; a signed-in player goes to the offer's route, unless the offer is for new players only (null).
 */
export function ctaHref(offer: PromotionConfig, signedIn: boolean): string | null {
  if (!signedIn) return hrefById('sign-up', offer.promoCode ? { promocode: offer.promoCode } : {});
  if (offer.eligibility === 'new-players') return null;
  return hrefOf(offer.cta);
}
