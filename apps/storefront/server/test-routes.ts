import routeConfig from '../app/routes.ts';
import type { ManifestRoute } from './routes.ts';

/** Test support: the storefront's real route table as the server build lists it, and sample paths. */

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

/** The server build's manifest of the storefront's real route table (ids as React Router gives them). */
export function storefrontManifest(): Record<string, ManifestRoute> {
  const manifest: Record<string, ManifestRoute> = { root: { id: 'root', path: '' } };
  const add = (entries: readonly ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as unknown as ConfigEntry[], 'root');
  return manifest;
}

/** Every private route of accounts-content §2 with a sample path. */
export const privateSamples = [
  '/checkout',
  '/my-account',
  '/my-account/orders',
  '/my-account/orders/000000012',
  '/my-account/shipping-details',
  '/customer/account',
  '/order-success',
  '/order-tracking',
  '/wishlist',
  '/compare',
  '/recover-password',
  '/create-password/token/Ab12Cd/email/anna%40example.com',
];

/** Spellings of a path the router matches to the same route (issue 29.4). */
export function spellings(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const encoded = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
  return [
    path,
    `${path}.data`,
    `/${first.toUpperCase()}${tail}`,
    `/${encoded}${tail}`,
    `/${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}.data`,
    `${path}/`,
    `/${path}`,
  ];
}
