/**
 * Who the client is (issue 50): the address sign-in throttling counts and the activity trail records.
 *
 * The client is the connection's peer. `X-Forwarded-For` is read only when the peer is a proxy the configuration names
 * (`TRUST_PROXY`, off by default), and then from the right: each trusted proxy appends the address it received the
 * request from, so the first entry from the right that is not itself a trusted proxy is the one the last trusted proxy
 * added. Entries to its left were written by the client and prove nothing. Only a parsed IP address is ever answered:
 * an entry that is not one stops the walk at the hop that sent it.
 */
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './env';

/** Tells whether an address (as `normalizeAddress` answers it) is a proxy whose `X-Forwarded-For` is believed. */
export type ProxyTrust = (address: string) => boolean;

export const TRUST_NO_PROXY: ProxyTrust = () => false;

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is `192.0.2.1`; anything that is no IP address is ''. */
export function normalizeAddress(text: string | undefined): string {
  const address = (text ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address.toLowerCase() : '';
}

/**
 * `TRUST_PROXY`: empty, `false` or `off`: no proxy (the default); otherwise comma-separated entries, each `loopback`
 * (127.0.0.0/8 and ::1), an address, or a CIDR range (`10.0.0.0/8`, `fd00::/8`). Anything else throws, so that a typo
 * stops the server at start instead of trusting nobody, or everybody, in silence.
 */
export function parseTrustProxy(setting: string | undefined): ProxyTrust {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && /^(false|off)$/i.test(entries[0]))) return TRUST_NO_PROXY;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(bits) || prefix > maxBits))
    ) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither "loopback", an IP address nor a CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (address) => address !== '' && list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** The client's address: the peer, or, behind trusted proxies, the entry the last of them added ('' when unknown). */
export function clientAddress(
  peerText: string | undefined,
  forwarded: string | undefined,
  trusted: ProxyTrust,
): string {
  let client = normalizeAddress(peerText);
  if (!trusted(client) || !forwarded) return client;
  const hops = forwarded.split(',');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index]);
    if (hop === '') return client;
    client = hop;
    if (!trusted(hop)) return hop;
  }
  return client;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Sets the request's `client` (read by `clientIp` of activity.ts). The peer is Node's socket; a request without one
 * (tests through `app.request()`) names its peer in the bindings: `app.request(url, init, peerBindings(address))`.
 */
export function clientMiddleware(trusted: ProxyTrust): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    c.set('client', clientAddress(peer, c.req.header('X-Forwarded-For'), trusted));
    await next();
  };
}

/** The bindings of a request from `address` without a socket (tests). */
export const peerBindings = (address: string): NodeBindings => ({ incoming: { socket: { remoteAddress: address } } });

/** What throttling counts as one client: an IPv4 address, or an IPv6 address's /64 network (`2001:db8:0:1::/64`). */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.toLowerCase().split('::');
  const groups = (text: string | undefined) => (text ? text.split(':') : []);
  // An embedded IPv4 address (`::ffff:192.0.2.1`) fills the last two groups, never one of the first four.
  const tailGroups = groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const zeros = tail === undefined ? [] : Array<string>(8 - groups(head).length - tailGroups.length).fill('0');
  const network = [...groups(head), ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
