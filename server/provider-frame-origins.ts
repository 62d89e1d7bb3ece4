import providers from '../config/providers/index.ts';
import { originSetting } from '../http/origins.ts';

/**
 * Where each casino provider's game frames come from (DESIGN "Origins and runtime settings"): its config's
 * `frameOrigins` (config/providers/<id>.ts), each the game origin (`{gameOrigin}`), a fixed origin, or a runtime
 * setting (`{setting:NAME}`, the environment variable NAME) where it differs per environment. The page's CSP
 * allows frames from exactly these, the game origin and the sport embeds' (§7 Security headers).
 */
interface FramingProvider {
  frameOrigins: readonly string[];
}

const settingName = (entry: string) => /^\{setting:([A-Z][A-Z0-9_]*)\}$/.exec(entry)?.[1];

/** The settings the providers name, read from the environment: setting name -> origin (an unset one is left out). */
export function providerOriginsFromEnvironment(env: NodeJS.ProcessEnv, list: readonly FramingProvider[] = providers): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const provider of list) {
    for (const entry of provider.frameOrigins) {
      const name = settingName(entry);
      const value = name ? env[name] : undefined;
      if (name && value !== undefined && value !== '') origins[name] = originSetting(name, value);
    }
  }
  return origins;
}

/** Every frame origin the providers declare, resolved; a setting with no value allows nothing (its games cannot frame). */
export function providerFrameOrigins(settings: Readonly<Record<string, string>>, gameOrigin: string, list: readonly FramingProvider[] = providers): string[] {
  const origins = new Set<string>();
  for (const provider of list) {
    for (const entry of provider.frameOrigins) {
      const name = settingName(entry);
      const origin = entry === '{gameOrigin}' ? gameOrigin : name ? settings[name] : entry;
      if (origin) origins.add(origin);
    }
  }
  return [...origins];
}
