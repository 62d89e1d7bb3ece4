import { proxy, useSnapshot } from 'valtio';
import { renderScope } from '../stores/render-scope.ts';

/**
 * Boolean settings flags with flat dotted keys ('bonuses.cashbackOn', 'bonuses.transferBonusBalanceToBalanceOn',
 * §3 Settings), read by the menu and navigation predicates. The settings query fills it (setSettingsFlags); the
 * query cache stays the source of the settings themselves, this holds only the booleans the config refers to.
 */
export const settingsFlagsStore = proxy<Record<string, boolean>>({});

/** Replaces every flag with `flags` (flags missing from it are removed). */
export function setSettingsFlags(flags: Record<string, boolean>): void {
  for (const key of Object.keys(settingsFlagsStore)) if (!(key in flags)) delete settingsFlagsStore[key];
  for (const [key, value] of Object.entries(flags)) if (settingsFlagsStore[key] !== value) settingsFlagsStore[key] = value;
}

/** Flattens a settings object into dotted boolean flags: { bonuses: { cashbackOn: true } } -> { 'bonuses.cashbackOn': true }. */
export function flattenSettingsFlags(settings: unknown, prefix = ''): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return flags;
  for (const [key, value] of Object.entries(settings)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'boolean') flags[name] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) Object.assign(flags, flattenSettingsFlags(value, name));
  }
  return flags;
}

/** The current flags; components re-render when a flag they read changes. */
export function useSettingsFlags(): Record<string, boolean> {
  const snapshot = useSnapshot(settingsFlagsStore) as Record<string, boolean>;
  // On the site's server, the flags of the settings that render read (src/stores/render-scope.ts).
  return renderScope()?.settingsFlags ?? snapshot;
}
