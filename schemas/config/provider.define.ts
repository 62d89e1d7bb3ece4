import type { ProviderConfig, ProviderInput } from './provider.ts';

export type { CasinoGame } from './provider.ts';

// The zod-free half of the provider kind: defineProvider() for config/providers/<id>.ts, and the defaults the
// runtime applies (src/engine/providers.ts) without parsing. Only types come from provider.ts (`import type`),
// so the casino lobby never bundles zod; the schema runs at build (scripts/check-config.ts) and in tests.

/**
 * What a provider file may leave out, in one place: providerSchema's `.default()` calls read these, and
 * withProviderDefaults() applies them at run time (a test checks both agree on every config/providers file).
 * Lists and records are made fresh each time, so no two providers share (and could change) one default.
 */
export const providerDefaults = {
  /** request.method of the list, extra-data and launch calls. */
  method: 'GET',
  /** launch.<kind>.guestAllowed: only signed-in players launch (a demo launcher says true, §6). */
  guestAllowed: false,
  /** launch.<kind>.body: an empty body template. */
  body: () => ({}),
  /** defaults: no fallback for hasDemoMode / hasFreeSpins (the mapper then reads false). */
  defaults: () => ({}),
  /** exclusions.gameIds and exclusions.providers: nothing left out. */
  excluded: (): string[] => [],
  /** categories: no static catalogue. */
  categories: () => ({}),
} as const;

/** Types config/providers/<id>.ts. */
export function defineProvider<const Provider extends ProviderInput>(provider: Provider): Provider {
  return provider;
}

type RequestInput = ProviderInput['list']['request'];
type LauncherInput = ProviderInput['launch']['real'];

const withRequestDefaults = (request: RequestInput) => ({ ...request, method: request.method ?? providerDefaults.method });

const withLauncherDefaults = (launcher: LauncherInput) => ({
  ...launcher,
  request: withRequestDefaults(launcher.request),
  body: launcher.body ?? providerDefaults.body(),
  guestAllowed: launcher.guestAllowed ?? providerDefaults.guestAllowed,
});

/** A provider file as the engine uses it: what providerSchema's parse gives, without zod (unknown keys are kept). */
export function withProviderDefaults(provider: ProviderInput): ProviderConfig {
  const { real, demo, freeSpin } = provider.launch;
  return {
    ...provider,
    list: { ...provider.list, request: withRequestDefaults(provider.list.request) },
    ...(provider.extraData && { extraData: { ...provider.extraData, request: withRequestDefaults(provider.extraData.request) } }),
    launch: {
      real: withLauncherDefaults(real),
      ...(demo && { demo: withLauncherDefaults(demo) }),
      ...(freeSpin && { freeSpin: withLauncherDefaults(freeSpin) }),
    },
    defaults: provider.defaults ?? providerDefaults.defaults(),
    exclusions: {
      gameIds: provider.exclusions?.gameIds ?? providerDefaults.excluded(),
      providers: provider.exclusions?.providers ?? providerDefaults.excluded(),
    },
    categories: provider.categories ?? providerDefaults.categories(),
  } as ProviderConfig;
}
