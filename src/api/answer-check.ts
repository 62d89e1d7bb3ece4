import { answers as accounts } from '../../generated/accounts/accounts.answers.ts';
import { answers as bonus } from '../../generated/bonus/bonus.answers.ts';
import { answers as casinoFirst } from '../../generated/casino-first/casino-first.answers.ts';
import { answers as casinoFourth } from '../../generated/casino-fourth/casino-fourth.answers.ts';
import { answers as casinoOutcome } from '../../generated/casino-outcome/casino-outcome.answers.ts';
import { answers as casinoThird } from '../../generated/casino-third/casino-third.answers.ts';
import { answers as content } from '../../generated/content/content.answers.ts';
import { answers as favourites } from '../../generated/favourites/favourites.answers.ts';
import { answers as jackpots } from '../../generated/jackpots/jackpots.answers.ts';
import { answers as payments } from '../../generated/payments/payments.answers.ts';
import { answers as profile } from '../../generated/profile/profile.answers.ts';
import { answers as sport } from '../../generated/sport/sport.answers.ts';
import { answers as sportsbook } from '../../generated/sportsbook/sportsbook.answers.ts';
import { answers as wheel } from '../../generated/wheel/wheel.answers.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { UncheckedAnswer } from './client.ts';

// §7 Shared client: what a success answer must look like, checked against the generated zod schemas before a screen
// reads it. This module and the zod schemas load after the first screen (client.ts imports it with import() at the
// player's first touch, a call that changes something, or a while after the page's load), never with the first page;
// each service's schemas are their own chunk.

interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}
type ZodModule = Record<string, unknown>;

const services: Array<{ answers: ReadonlyArray<{ method: string; path: string; status: number; schema: string }>; load: () => Promise<ZodModule> }> = [
  { answers: accounts, load: () => import('../../generated/accounts/accounts.zod.ts') },
  { answers: bonus, load: () => import('../../generated/bonus/bonus.zod.ts') },
  { answers: casinoFirst, load: () => import('../../generated/casino-first/casino-first.zod.ts') },
  { answers: casinoFourth, load: () => import('../../generated/casino-fourth/casino-fourth.zod.ts') },
  { answers: casinoOutcome, load: () => import('../../generated/casino-outcome/casino-outcome.zod.ts') },
  { answers: casinoThird, load: () => import('../../generated/casino-third/casino-third.zod.ts') },
  { answers: content, load: () => import('../../generated/content/content.zod.ts') },
  { answers: favourites, load: () => import('../../generated/favourites/favourites.zod.ts') },
  { answers: jackpots, load: () => import('../../generated/jackpots/jackpots.zod.ts') },
  { answers: payments, load: () => import('../../generated/payments/payments.zod.ts') },
  { answers: profile, load: () => import('../../generated/profile/profile.zod.ts') },
  { answers: sport, load: () => import('../../generated/sport/sport.zod.ts') },
  { answers: sportsbook, load: () => import('../../generated/sportsbook/sportsbook.zod.ts') },
  { answers: wheel, load: () => import('../../generated/wheel/wheel.zod.ts') },
];

interface Route {
  method: string;
  pattern: RegExp;
  status: number;
  schema: string;
  load: () => Promise<ZodModule> | ZodModule;
  /** Literal characters of the template: the most specific template wins (`deposit/system_list/` over `deposit/{id}`). */
  weight: number;
}

function toPattern(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/**
 * zod compiles object parsers with new Function unless told not to, and first probes whether it may: under the site's
 * CSP (no 'unsafe-eval', §7 Security headers) the probe is a reported violation. Set before a service's schemas are
 * built, and only then, so zod still loads with the first schemas a page needs, not before.
 */
const jitless = <T,>(load: () => Promise<T>) => () => import('zod').then(({ config }) => config({ jitless: true })).then(load);

/** Each service's schemas once loaded, so later answers are checked without waiting for anything. */
function remembered(load: () => Promise<ZodModule>): () => Promise<ZodModule> | ZodModule {
  let loaded: ZodModule | null = null;
  let loading: Promise<ZodModule> | null = null;
  return () => {
    if (loaded) return loaded;
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

const routes: Route[] = services
  .map(({ answers, load }) => ({ answers, load: remembered(jitless(load)) }))
  .flatMap(({ answers, load }) =>
    answers.map((answer) => ({
      method: answer.method,
      pattern: toPattern(answer.path),
      status: answer.status,
      schema: answer.schema,
      load,
      weight: answer.path.replace(/\{[^}]+\}/g, '').length,
    })),
  )
  .sort((a, b) => b.weight - a.weight);

/** The route whose document describes this call, if any (the most specific template first). */
export function findAnswerRoute(method: string, path: string): Route | undefined {
  return routes.find((route) => route.method === method && route.pattern.test(path));
}

/** What is wrong with an answer, for the developer reading the error (`path: message`, the first three). */
export type AnswerProblem = string;

/**
 * Null when the answer has the shape its document gives (or no document describes the call or this status),
 * else a short description of what is wrong. The answer itself is left as sent (unknown fields are allowed:
 * a backend may add fields before the documents catch up).
 */
export async function checkAnswer(method: string, path: string, status: number, data: unknown): Promise<AnswerProblem | null> {
  const route = findAnswerRoute(method, path);
  if (!route || route.status !== status) return null;
  // 204 No Content: nothing was sent to check (the client reads the empty body as null, which a void schema refuses).
  if (status === 204) return null;
  const schema = (await route.load())[route.schema] as SchemaLike | undefined;
  if (!schema) return null;
  const result = schema.safeParse(data);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The first screen's answers, checked once this module is here (src/api/client.ts). The queries holding one of the
 * wrong shape (the same data, or the call's path as their key) are asked again, and their new answer is checked
 * before the screen sees it: the screen shows `invalid_answer` with its retry as if it had been caught at once (§8).
 */
export async function checkEarlyAnswers(answers: UncheckedAnswer[], cache?: QueryClient): Promise<void> {
  for (const answer of answers) {
    // A service's schemas that cannot load now (offline) leave that answer as it was: it is on screen already.
    const problem = await checkAnswer(answer.method, answer.path, answer.status, answer.data).catch(() => null);
    if (problem === null) continue;
    // The app's cache, imported only when needed: it is in the page already, and this module must not drag it along.
    const queryClient = cache ?? (await import('./query-client.ts')).getQueryClient();
    const holding = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.data === answer.data || query.queryKey[0] === answer.path);
    // Held under a key of its own: every screen on show asks again.
    if (holding.length === 0) await queryClient.invalidateQueries({ type: 'active' });
    else await queryClient.resetQueries({ predicate: (query) => holding.includes(query) });
  }
}

/** Loads every service's schemas now (tests whose clock is faked, so no answer waits on a module load). */
export async function loadAllAnswerSchemas(): Promise<void> {
  await Promise.all([...new Set(routes.map((route) => route.load))].map((load) => load()));
}
