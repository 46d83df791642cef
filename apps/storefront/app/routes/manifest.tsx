import { shopContext } from '../lib/context.ts';
import { brandManifest } from '../offline/manifest.ts';
import type { Route } from './+types/manifest.ts';

/** `/manifest.webmanifest`: the web app manifest of the request's brand (issue 10). */
export function loader({ context }: Route.LoaderArgs) {
  const { brand } = context.get(shopContext);
  return new Response(JSON.stringify(brandManifest(brand)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Host',
    },
  });
}
