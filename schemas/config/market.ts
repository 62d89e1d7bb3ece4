import * as z from 'zod';
import { type DeepReadonly, idSchema } from './shared.ts';
import { protectionSchema } from './protection.ts';

// Money travels as decimal strings, never floats that are added up (DESIGN "Money").
const moneySchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'Expected a decimal string such as "10" or "0.01"');

/** A language code as used by config/languages/<code>/ (e.g. a BCP 47 tag). */
const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[a-zA-Z]{2,4})?$/, 'Expected a language code such as "en-US"');

/** One market (one file per market: config/markets/<id>.ts, CONVENTIONS 1). */
export const marketSchema = z
  .strictObject({
    /** Market id; the file is config/markets/<id>.ts. */
    id: idSchema,
    /** §1/§9: ISO 4217 currency of balances and limits. */
    currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code'),
    /** §1: interface languages, each a folder of config/languages/. */
    languages: z.array(languageCodeSchema).min(1),
    /** §1/§9: language used when the player has not chosen one. */
    defaultLanguage: languageCodeSchema,
    /** IANA timezone of the market (§4/§9: cashback resets in UTC+1). */
    timezone: z.string().min(1),
    /** Fixed UTC offset the reset times are written in (§9: UTC+1). */
    utcOffset: z.string().regex(/^[+-]\d{2}:\d{2}$/, 'Expected an offset such as "+01:00"'),
    /** §4/§9 cashback countdown: daily reset time (HH:mm, in utcOffset) and how many upcoming resets are listed. */
    cashbackReset: z.strictObject({
      /** Daily reset time, HH:mm. */
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm'),
      /** Number of upcoming daily reset times kept (§4: three). */
      count: z.number().int().min(1),
    }),
    /** §9 money limits from the terms, as decimal strings in the market currency. */
    limits: z.strictObject({
      /** Minimum deposit. */
      depositMin: moneySchema,
      /** Maximum deposit. */
      depositMax: moneySchema,
      /** Minimum withdrawal. */
      withdrawalMin: moneySchema,
      /** Withdrawals above this need extra verification. */
      withdrawalExtraVerificationAbove: moneySchema,
      /** Maximum balance. */
      maxBalance: moneySchema,
      /** Maximum profit paid. */
      maxProfit: moneySchema,
      /** Maximum winnings per day. */
      maxWinningsPerDay: moneySchema,
      /** Casino bet minimum. */
      casinoBetMin: moneySchema,
      /** Casino bet maximum (depends on the event, up to this). */
      casinoBetMax: moneySchema,
      /** Sports minimum stake. */
      sportsMinStake: moneySchema,
      /** §5/§9: the bonus amount to exchange must be above this. */
      bonusExchangeAbove: moneySchema,
    }),
    /**
     * Organisations a player who needs help with gambling can turn to, shown where a player pauses or excludes
     * themselves and on the responsible-gambling page (§4 Account rules from the terms). Opened in a new tab.
     */
    helpOrganisations: z
      .array(z.strictObject({ name: z.string().trim().min(1).max(80), url: z.string().regex(/^https:\/\/[^\s]+$/, 'Expected an https:// address') }))
      .default([]),
    /** §4/§9 account rules from the terms. */
    terms: z.strictObject({
      /** An account is inactive (blocked) after this many months without activity. */
      inactivityMonths: z.number().int().positive(),
      /** Days before reactivation after closure or self-exclusion. */
      selfExclusionDelayDays: z.number().int().positive(),
      /** Days before an increased limit takes effect (a decrease is immediate). */
      limitIncreaseDelayDays: z.number().int().positive(),
      /** Minimum age of players. */
      minimumAge: z.number().int().positive(),
      /** Postponed events count if restarted within this many hours, else bets are void (settled at 1.00). */
      postponedEventHours: z.number().int().positive(),
    }),
    /**
     * §9 "Help text": the help page's own figures, which differ from the terms (the spec gives both; the help
     * page states them as the help text's and points to the terms for the binding ones).
     */
    helpText: z.strictObject({
      /** Minimum card deposit, with its own currency (§9: 5 EUR). */
      cardDepositMin: z.strictObject({ amount: moneySchema, currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code') }),
      /** Minimum withdrawal, with its own currency (§9: 10 EUR). */
      withdrawalMin: z.strictObject({ amount: moneySchema, currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code') }),
      /** Payouts are confirmed within this many hours (§9: an hour). */
      payoutConfirmationHours: z.number().int().positive(),
      /** Deposit confirmation takes up to this many hours (§9: 24). */
      depositConfirmationHours: z.number().int().positive(),
    }),
    /** §9: the licence the terms state (Curaçao); shown in the terms and the footer of every page. */
    licence: z.strictObject({
      /** Where the licence was issued, as written in texts. */
      jurisdiction: z.string().min(1),
      /** Licence number as issued. */
      number: z.string().min(1),
      /** Company holding the licence, as written in texts. */
      holder: z.string().min(1),
    }),
    /**
     * §5 Bet slip: the stakes offered as one-tap buttons under the slip's stake, in order, as decimal strings in the
     * market currency; each at least `limits.sportsMinStake` (a button never types a stake the slip refuses).
     */
    quickStakes: z.array(moneySchema).min(1).max(6),
    /** Payment system slugs shown, in order; empty shows every system the backend lists. */
    paymentSystems: z.array(idSchema),
    /** §5/§9: supported crypto currencies, in display order. */
    cryptoCurrencies: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1),
    /** §3/§9: jackpot display order, by jackpot name. */
    jackpotOrder: z.array(z.string().min(1)).min(1),
    /** §3 Player protection by market: the regulator's rules on top of the limits every market has. */
    protection: protectionSchema,
  })
  .superRefine((market, context) => {
    if (!market.languages.includes(market.defaultLanguage)) {
      context.addIssue({ code: 'custom', path: ['defaultLanguage'], message: `"${market.defaultLanguage}" is not one of languages` });
    }
    if (Number(market.limits.depositMin) > Number(market.limits.depositMax)) {
      context.addIssue({ code: 'custom', path: ['limits', 'depositMin'], message: 'depositMin is above depositMax' });
    }
    market.quickStakes.forEach((stake, index) => {
      if (Number(stake) < Number(market.limits.sportsMinStake)) {
        context.addIssue({ code: 'custom', path: ['quickStakes', index], message: `${stake} is below limits.sportsMinStake (${market.limits.sportsMinStake})` });
      }
    });
    if (new Set(market.quickStakes.map(Number)).size < market.quickStakes.length) {
      context.addIssue({ code: 'custom', path: ['quickStakes'], message: 'A quick stake is listed twice' });
    }
    market.protection.stakeCaps.forEach((cap, index) => {
      const strictest = Math.min(Number(cap.maxStake), ...cap.byAge.map((band) => Number(band.maxStake)));
      if (strictest < Number(market.limits.casinoBetMin)) {
        context.addIssue({ code: 'custom', path: ['protection', 'stakeCaps', index], message: `A stake cap (${strictest}) is below limits.casinoBetMin: no spin would be possible` });
      }
    });
    if (Number(market.limits.casinoBetMin) > Number(market.limits.casinoBetMax)) {
      context.addIssue({ code: 'custom', path: ['limits', 'casinoBetMin'], message: 'casinoBetMin is above casinoBetMax' });
    }
  });

export type MarketConfig = z.output<typeof marketSchema>;

export type MarketInput = DeepReadonly<z.input<typeof marketSchema>>;
