import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The modules afresh: their formatter caches empty, whatever another test in this worker made before. */
async function freshModules() {
  vi.resetModules();
  const [{ zoneOffsetMs }, { formatDate, formatMoney }, { findLanguage }, { appConfig }, { warmFormats }] = await Promise.all([
    import('../domain/cashback-resets.ts'),
    import('../i18n/format.ts'),
    import('../i18n/languages.ts'),
    import('./load-config.ts'),
    import('./warm-formats.ts'),
  ]);
  return { zoneOffsetMs, formatDate, formatMoney, findLanguage, appConfig, warmFormats };
}

describe('the first screen’s formatters made before the hydration (§2 Speed)', () => {
  it('makes one kind per task, so none of ICU’s first costs is one long task, and the hydration makes none of them again', async () => {
    const { zoneOffsetMs, formatDate, formatMoney, findLanguage, appConfig, warmFormats } = await freshModules();
    vi.useFakeTimers();
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const made = () => numberFormats.mock.calls.length + dateFormats.mock.calls.length;
    const warming = warmFormats('ar');
    // Nothing in the caller's task: each formatter waits for a task of its own.
    expect(made()).toBe(0);
    const perTask: number[] = [];
    for (let task = 0; task < 3; task += 1) {
      const before = made();
      // The tasks due now, alone: the next step's task is set only once this one has run.
      vi.runOnlyPendingTimers();
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      perTask.push(made() - before);
    }
    await warming;
    expect(perTask).toEqual([1, 1, 1]);

    const locale = findLanguage('ar').dateLocale;
    const { timezone: timeZone, currency } = appConfig.market;
    const before = made();
    formatMoney('12.5', currency, locale);
    formatDate(Date.now() + 3_600_000, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }, locale);
    zoneOffsetMs(Date.now(), timeZone);
    expect(made() - before).toBe(0);
  });
});
