import sportEmbeds from '../config/sport-embeds/index.ts';
import { originSetting } from '../http/origins.ts';

/**
 * Where each sport embed is served from (DESIGN "Origins and runtime settings"): the environment variable its
 * config file names (config/sport-embeds/<id>.ts `originSetting`), else the sandbox's stand-in on the second
 * origin. The site's runtime settings carry these to the page, and the CSP names exactly these origins.
 */
export function sportEmbedOriginsFromEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const embed of sportEmbeds) {
    const value = env[embed.originSetting];
    if (value !== undefined && value !== '') origins[embed.id] = originSetting(embed.originSetting, value);
  }
  return origins;
}

/** Every configured embed's origin: the one set for it, else the game origin (the stand-ins). */
export function sportEmbedOrigins(configured: Readonly<Record<string, string>>, gameOrigin: string): Record<string, string> {
  return Object.fromEntries(sportEmbeds.map((embed) => [embed.id, configured[embed.id] ?? gameOrigin]));
}

/** The origins the site's CSP must allow: frames for every embed, scripts for the ones that load a script. */
export function sportEmbedCspSources(origins: Readonly<Record<string, string>>): { frames: string[]; scripts: string[] } {
  const frames = new Set<string>();
  const scripts = new Set<string>();
  for (const embed of sportEmbeds) {
    const origin = origins[embed.id];
    if (!origin) continue;
    frames.add(origin);
    if (embed.loader.kind !== 'frame-page') scripts.add(origin);
  }
  return { frames: [...frames], scripts: [...scripts] };
}
