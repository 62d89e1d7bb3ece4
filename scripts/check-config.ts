// Build step (the first of `npm run build`): parses every config file with its zod schema and runs the cross-file
// checks (CONVENTIONS 2), every kind listed once in scripts/config-gate.ts. The browser bundle assembles config/
// without zod (src/engine/load-config.ts), so this is where a bad file stops the build, with its path and field:
//   config/routes/profile.ts: routes[3].guard: Invalid option: expected one of "guest-only"|"auth-only"|"any"
import { ConfigError } from '../src/engine/validate-config.ts';
import { runConfigGate } from './config-gate.ts';

try {
  console.log(runConfigGate());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
