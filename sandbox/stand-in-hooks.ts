import type { Hono } from 'hono';
import { controlSecretHeader } from './control.ts';

/** What a stand-in of an outside service (the exclusion register, the central deposit file) is started with. */
export interface StandInOptions {
  controlRoutes: boolean;
  controlSecret: string;
}

/**
 * The test hooks every stand-in of an outside service has (§3 Player protection by market, §6 Test hooks): its
 * /test/* routes answer only when the sandbox's test hooks are on and the call carries their secret
 * (X-Sandbox-Control), and POST /test/down { down } takes the service down or brings it back.
 */
export function addStandInHooks(app: Hono, options: StandInOptions, state: { down: boolean }): void {
  app.use('/test/*', async (c, next) => {
    if (!options.controlRoutes || c.req.header(controlSecretHeader) !== options.controlSecret) return c.json({ code: 'not_found' }, 404);
    return next();
  });
  app.post('/test/down', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { down?: unknown } | null;
    if (!body || typeof body.down !== 'boolean') return c.json({ code: 'validation_error', message: 'Send { down }.' }, 400);
    state.down = body.down;
    return c.json({ down: state.down });
  });
}
