import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address of a request (issue 29.6). The socket's peer is the client unless it is one
 * of the configured trusted proxies (`trustedProxies`, `KAUPPA_TRUSTED_PROXIES`: addresses or
 * CIDR ranges, default none): only then is `X-Forwarded-For` read, from its right end, skipping
 * the trusted proxies, and its first untrusted address is the client. A client that sends its own
 * `X-Forwarded-For` to a server with no trusted proxy changes nothing.
 */
export type AddressResolver = (c: Context) => string;

/** What an in-process call (`app.fetch` without a socket) counts as. */
export const inProcessAddress = 'in-process';

/** The socket's peer of a request on @hono/node-server; undefined for an in-process `app.fetch`. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`: an IPv4 peer of a dual-stack socket. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Parses `trustedProxies` entries (`10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`); a bad one throws. */
function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`A trusted proxy must be an IP address or a CIDR range: "${entry}"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`A trusted proxy range has a bad prefix length: "${entry}"`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** Creates the {@link AddressResolver} of a list of trusted proxies. */
export function createAddressResolver(trustedProxies: readonly string[] = []): AddressResolver {
  const list = trustList(trustedProxies);
  const trusted = (address: string): boolean => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  const any = trustedProxies.some((entry) => entry.trim() !== '');
  return (c) => {
    const peer = peerAddress(c);
    if (peer === undefined) return inProcessAddress;
    let client = plain(peer);
    if (!any || !trusted(client)) return client;
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter(Boolean);
    // From the right: each hop was added by the proxy before it; a trusted one vouches for the next.
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (isIP(hop) === 0) break; // not an address: the last trusted hop is all we know
      client = hop;
      if (!trusted(hop)) break;
    }
    return client;
  };
}
