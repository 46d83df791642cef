import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { brandAsset, themeCss } from './lib/brand.ts';
import { shopContext } from './lib/context.ts';
import { useT } from './lib/i18n.ts';
import { type ShellData, shellData, useShell } from './lib/shell.ts';
import styles from './styles/app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** The brand of the request and what the browser needs to build its ports once. */
export async function loader({ context }: Route.LoaderArgs): Promise<ShellData> {
  return shellData(context.get(shopContext));
}

/** The document: brand theme as CSS custom properties, also around the error pages. */
export function Layout({ children }: { children: ReactNode }) {
  const { brand, language } = useShell();
  return (
    <html lang={language.slice(0, 2)} data-language={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.theme.primary} />
        <link rel="icon" href={brandAsset(brand, brand.favicons.icon)} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={brandAsset(brand, brand.favicons.appleTouchIcon)} />
        <style>{themeCss(brand)}</style>
        <Meta />
        <Links />
      </head>
      <body data-brand={brand.id}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error pages: '404 Page Not Found' and 'Internal Server Error 500' (accounts-content §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const { brand } = useShell();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('404 Page Not Found') : t('Internal Server Error 500');
  if (!notFound) console.error(error);
  return (
    <main className="error-page" id="main">
      <p className="error-page__brand">{brand.name}</p>
      <h1>{title}</h1>
      <p>
        <a className="button" href="/">
          {t('Return to shopping')}
        </a>
      </p>
    </main>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? '404 Page Not Found' : 'Internal Server Error 500' }];
}
