/**
 * Origins the site is configured with (PUBLIC_URL, GAME_ORIGIN, SPORT_ORIGINS, CORS_ORIGINS), checked at start so a
 * typo stops the start at once (§7 Links and origins). The site's server (server/main.ts) and
 * the sandbox (sandbox/server.ts) read their settings with these same rules.
 */

/** An http(s) origin such as https://site.example or http://localhost:3000 (a trailing slash is dropped). */
export function originSetting(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) origin such as https://site.example, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be an http(s) origin such as https://site.example (no path, query or credentials), got "${value}"`);
  }
  return url.origin;
}

export function originList(name: string, values: readonly string[]): string[] {
  return [...new Set(values.map((value) => originSetting(name, value)))];
}
