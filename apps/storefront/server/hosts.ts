import type { RequestScope } from './app.ts';

/** Options of {@link createHostResolver}. */
export interface HostResolverOptions {
  /** The brand host map (`brands.hosts` of the configuration): host name → brand id. */
  hosts: Readonly<Record<string, string>>;
  /** The brand of the default origin (`KAUPPA_BRAND`, else `brands.defaultBrand`). */
  defaultBrand: string;
  /** The canonical origin of the default brand (`KAUPPA_PUBLIC_URL`, e.g. `https://akku.example.fi`). */
  publicOrigin: string;
  /**
   * What an unknown Host gets: `default` renders the default brand on its canonical origin,
   * `reject` answers 421 Misdirected Request. Either way the Host never reaches a page.
   * @default 'default'
   */
  unknownHost?: 'default' | 'reject';
  /** The store view code of every request ('' with multistore: read from the path). */
  store: string;
}

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** The canonical origin of a configured host name: https, except for loopback names. */
export function hostOrigin(host: string): string {
  return `${loopback.test(host) ? 'http' : 'https'}://${host}`;
}

/**
 * The scope of a request's Host header (issue 17 safety): a host of the brand host map serves its
 * brand on its own origin; the public origin's host serves the default brand; any other host gets
 * the default brand's canonical origin or nothing (421), never an origin made of the Host.
 *
 * @example
 * const resolve = createHostResolver({ hosts: { 'akku.example.fi': 'battery' }, defaultBrand: 'battery', publicOrigin: 'https://akku.example.fi', store: 'fi' });
 * resolve('evil.example'); // { brand: 'battery', store: 'fi', origin: 'https://akku.example.fi' }
 */
export function createHostResolver({
  hosts,
  defaultBrand,
  publicOrigin,
  unknownHost = 'default',
  store,
}: HostResolverOptions): (host: string | null) => RequestScope | undefined {
  const origin = new URL(publicOrigin).origin;
  const known = new Map<string, RequestScope>();
  for (const [name, brand] of Object.entries(hosts)) {
    const host = name.toLowerCase();
    known.set(host, { brand, store, origin: hostOrigin(host) });
  }
  const fallback: RequestScope = { brand: defaultBrand, store, origin };
  known.set(new URL(origin).host, fallback);
  return (host) => {
    const name = (host ?? '').trim().toLowerCase();
    const found = known.get(name) ?? known.get(name.replace(/:\d+$/, ''));
    if (found) return found;
    return unknownHost === 'reject' ? undefined : fallback;
  };
}
