import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open: longer than the clients that pool connections to our servers
 * hold theirs (a load balancer's 60 s; the test runner's request client, which ignores the server's Keep-Alive hint).
 * With Node's default of 5 s, a client could send its next request on a socket the server was closing that instant,
 * and that request failed with a reset although the server never saw it: one test hook's call so lost once left the
 * exclusion register's stand-in down for the rest of a run. The closing side is now always the client.
 */
export const idleConnectionMs = 65_000;

/** Applies idleConnectionMs to `server`; Node wants the headers' timeout above the keep-alive one. */
export function keepIdleConnectionsOpen<S extends Server>(server: S): S {
  server.keepAliveTimeout = idleConnectionMs;
  server.headersTimeout = idleConnectionMs + 1_000;
  return server;
}
