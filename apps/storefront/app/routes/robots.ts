import { robotsTxt } from '@kauppa/pages';
import type { Route } from './+types/robots.ts';

/** robots.txt, naming the brand's sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
