// Build step (the first of `npm run build`): parses every config file with its zod schema and runs the cross-file
// checks (CONVENTIONS 2). The browser bundle assembles config/ without zod (src/engine/load-config.ts), so this
// is where a bad file stops the build, with its path and field:
//   config/routes/profile.ts: routes[3].guard: Invalid option: expected one of "guest-only"|"auth-only"|"any"
import { ConfigError, parseConfigFile, validateConfig, validateForms, validateProviders } from '../src/engine/validate-config.ts';
import { validateSportsbook } from '../src/engine/validate-sportsbook.ts';
import { validateContent } from '../src/features/content/validate-content.ts';
import { validatePromotions } from '../src/features/promotions/validate-promotions.ts';
import { slidesConfigSchema } from '../schemas/config/slides.ts';
import slidesFile from '../config/slides.ts';

try {
  const config = validateConfig();
  const providers = validateProviders();
  const sportsbook = validateSportsbook();
  const forms = validateForms(config.market);
  // config/content: the operators' Markdown pages (a bad file names itself and its line).
  const content = validateContent({
    languages: config.market.languages,
    defaultLanguage: config.market.defaultLanguage,
    routePaths: config.routes.map((route) => route.path),
    routeIds: config.routes.map((route) => route.id),
  });
  // config/promotions: the offers of /promotions and their pages (§2 promotions).
  const promotions = validatePromotions({ languages: config.market.languages, routes: config.routes, modals: config.modals });
  parseConfigFile('config/slides.ts', slidesConfigSchema, slidesFile);
  console.log(`config: ${config.routes.length} routes, ${config.modals.length} modals, ${config.menus.length} menu groups, ${providers.length} providers, ${sportsbook.sports.length} sports, ${forms.length} forms, ${content.files} content files, ${promotions.length} promotions: valid`);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
