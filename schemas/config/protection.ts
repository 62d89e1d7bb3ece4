import * as z from 'zod';
import { i18nKeySchema } from './shared.ts';

// A market's player-protection pack (docs/product.md §3 "Player protection by market"): what its regulator adds to
// the limits, self-exclusion and reality check every market has. Each rule is data, so a new market is a file and
// never new code. Every field is written out in every pack (no defaults: a pack says what it decides). The sandbox
// enforces each rule in the transaction that moves the money (sandbox/protection.ts).

const moneySchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'Expected a decimal string such as "10" or "0.01"');

/** The limit kinds the sandbox keeps (sandbox/services/responsible-gaming.ts limitKinds). */
export const protectionLimitKinds = ['deposit_day', 'deposit_week', 'deposit_month', 'loss', 'session_time'] as const;

/** Products a stake cap can name: the stand-in casino's games are all slots. */
export const stakeCapProducts = ['slots'] as const;

/** An age band, both ends included ("18-24"); maxAge absent: no upper end. */
const ageBandSchema = z.strictObject({ minAge: z.number().int().min(0), maxAge: z.number().int().min(0).optional() });

export const protectionSchema = z
  .strictObject({
    /**
     * Stake caps per round, by product: `maxStake` for everybody, a lower one for an age band (UK: 5 GBP a spin,
     * 2 GBP from 18 to 24). A player whose date of birth is unknown gets the strictest cap of the product.
     */
    stakeCaps: z
      .array(
        z.strictObject({
          product: z.enum(stakeCapProducts),
          maxStake: moneySchema,
          byAge: z.array(ageBandSchema.extend({ maxStake: moneySchema })),
        }),
      ),
    /** Seconds a player waits at least between two real-money rounds (Germany: 5); 0 for none. */
    minRoundSeconds: z.number().int().min(0),
    /** Whether a game may play rounds by itself (autoplay); the stand-in games offer it only where allowed. */
    autoplay: z.boolean(),
    /** Real-money games a player may have open at once (§8 "not available in parallel": 1 in every market so far). */
    parallelGames: z.literal(1),
    /**
     * Limits a player must set before money moves: 'none', 'first-deposit' (the first deposit asks for a deposit
     * limit, UK) or 'play' (no deposit and no bet before a deposit limit, Sweden, Spain). `presets`: whether the
     * limit step may offer amounts to tap (UK: free text only). `reminderMonths`: the limit step comes back after
     * this many months (UK: 6), 0 for never.
     */
    limitRequired: z
      .strictObject({
        before: z.enum(['none', 'first-deposit', 'play']),
        presets: z.boolean(),
        reminderMonths: z.number().int().min(0),
      }),
    /**
     * The limit kinds the market offers, each with the name players read (an i18n key): UK calls only a gross limit
     * a "deposit limit", so a net limit is named otherwise.
     */
    limitKinds: z
      .array(z.strictObject({ kind: z.enum(protectionLimitKinds), nameKey: i18nKeySchema }))
      .min(1),
    /**
     * The reality check: the intervals a player may choose (minutes, 0 = off), the one in force until they choose,
     * and whether they may turn it off (Spain: every 60 minutes, always). It shows the time played and the net result.
     */
    realityCheck: z
      .strictObject({
        intervalsMinutes: z.array(z.number().int().min(0)).min(1),
        defaultMinutes: z.number().int().min(0),
        mayTurnOff: z.boolean(),
      })
      .superRefine((check, context) => {
        if (!check.intervalsMinutes.includes(check.defaultMinutes)) context.addIssue({ code: 'custom', path: ['defaultMinutes'], message: `${check.defaultMinutes} is not one of intervalsMinutes` });
        if (!check.mayTurnOff && check.intervalsMinutes.includes(0)) context.addIssue({ code: 'custom', path: ['intervalsMinutes'], message: 'Off (0) is offered though mayTurnOff is false' });
      }),
    /** A button on every page that locks play at one tap for `lockHours` (Germany: 24 h; Sweden's "play break"); null: none. */
    panicButton: z.strictObject({ lockHours: z.number().int().min(1).max(24 * 30) }).nullable(),
    /** An account statement shown at sign-in: the last session, its wins and losses (Germany). */
    signInStatement: z.boolean(),
    /**
     * A national exclusion register checked by name (Netherlands: CRUKS, Sweden: Spelpaus) at registration and/or
     * sign-in; a listed player is refused. When the register does not answer: new registrations are refused, and
     * sign-in is refused or allowed to players the register cleared before ('allow-checked').
     */
    exclusionRegister: z
      .strictObject({
        name: z.string().trim().min(1).max(40),
        checkAt: z.array(z.enum(['registration', 'sign-in'])).min(1),
        whenDown: z.strictObject({ registration: z.enum(['refuse', 'allow']), signIn: z.enum(['refuse', 'allow-checked', 'allow']) }),
      })
      .nullable(),
    /**
     * A monthly deposit limit across every operator the player uses, checked against a central file (Germany: 1 000 EUR
     * a calendar month, LUGAS): a deposit that would take the month's deposits here and elsewhere past it is refused.
     * `whenDown`: what a deposit meets while the file does not answer ('refuse' unless the regulator says otherwise).
     */
    crossOperatorDepositLimit: z
      .strictObject({
        name: z.string().trim().min(1).max(40),
        monthlyLimit: moneySchema,
        whenDown: z.enum(['refuse', 'allow']),
      })
      .nullable(),
    /**
     * Net deposits (deposits minus withdrawals) over a rolling window that open an affordability check, per age band
     * (Netherlands: 300 EUR a month from 18 to 24, 700 otherwise). The deposit that passes goes through; the next one
     * waits until the player has answered the check.
     */
    netDepositChecks: z
      .array(ageBandSchema.extend({ windowDays: z.number().int().min(1).max(366), threshold: moneySchema })),
  })
  .superRefine((pack, context) => {
    pack.stakeCaps.forEach((cap, index) => {
      if (pack.stakeCaps.findIndex((other) => other.product === cap.product) !== index) context.addIssue({ code: 'custom', path: ['stakeCaps', index, 'product'], message: `Product "${cap.product}" is capped twice` });
      cap.byAge.forEach((band, bandIndex) => {
        if (band.maxAge !== undefined && band.maxAge < band.minAge) context.addIssue({ code: 'custom', path: ['stakeCaps', index, 'byAge', bandIndex, 'maxAge'], message: 'maxAge is below minAge' });
        if (Number(band.maxStake) > Number(cap.maxStake)) context.addIssue({ code: 'custom', path: ['stakeCaps', index, 'byAge', bandIndex, 'maxStake'], message: `An age band's cap is above the product's (${cap.maxStake})` });
      });
    });
    pack.netDepositChecks.forEach((check, index) => {
      if (check.maxAge !== undefined && check.maxAge < check.minAge) context.addIssue({ code: 'custom', path: ['netDepositChecks', index, 'maxAge'], message: 'maxAge is below minAge' });
    });
    if (pack.limitRequired.before !== 'none' && !pack.limitKinds.some((entry) => entry.kind.startsWith('deposit_'))) {
      context.addIssue({ code: 'custom', path: ['limitRequired', 'before'], message: 'A limit is required, but no deposit limit kind is offered' });
    }
    const kinds = pack.limitKinds.map((entry) => entry.kind);
    if (new Set(kinds).size < kinds.length) context.addIssue({ code: 'custom', path: ['limitKinds'], message: 'A limit kind is listed twice' });
  });

export type ProtectionConfig = z.output<typeof protectionSchema>;
