import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who is asking, for the limits per client address (§5 Bounds): the sandbox's throttles and streams, the site's
 * renders. Shared by both servers so that TRUST_PROXY means the same thing to each.
 */

/**
 * The client's address, as the throttle keys it. The socket's peer, unless TRUST_PROXY says how many proxies
 * of ours stand in front: then the address those proxies appended to X-Forwarded-For (anything left of it is
 * what the client claims, and is ignored). In-process test calls have no socket: they share one key.
 */
export function clientAddress(c: Context, trustProxyHops: number): string {
  let address = socketAddress(c) ?? 'in-process';
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    // Each proxy appends the peer it saw: the client is trustProxyHops entries from the right.
    const claimed = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
    if (claimed && isIP(stripPort(claimed))) address = stripPort(claimed);
  }
  return addressKey(address);
}

function socketAddress(c: Context): string | undefined {
  // @hono/node-server hands the Node request in the env (what getConnInfo reads); app.request() has none.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  return /^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value) ? value.slice(0, value.lastIndexOf(':')) : value;
}

/**
 * IPv4 as it is (an IPv4-mapped IPv6 address counts as its IPv4); IPv6 by its /64, the block one subscriber
 * gets, so an attacker cannot take a fresh counter with each of the 2^64 addresses of their own network.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 in the last group is two groups; it never reaches the first four.
  const tailLength = tailGroups.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
