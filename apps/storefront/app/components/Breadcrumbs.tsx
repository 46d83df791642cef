import { breadcrumbJsonLd } from '@kauppa/pages';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { JsonLd } from './JsonLd.tsx';

/** One step of a breadcrumb trail; the last one is the current page. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The breadcrumb trail with a home icon (accounts-content §2); with `structuredData`, its
 * schema.org BreadcrumbList as JSON-LD for search engines (pages whose `meta` emits one leave it off).
 */
export function Breadcrumbs({ trail, structuredData = false }: { trail: Crumb[]; structuredData?: boolean }) {
  const t = useT();
  const { base: origin } = useShell();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/" aria-label={t('Home')}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
              <path d="M8 1 1 7h2v7h4v-4h2v4h4V7h2z" fill="currentColor" />
            </svg>
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={`${crumb.label}${crumb.to ?? ''}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      {structuredData && origin && <JsonLd data={breadcrumbJsonLd(origin, t('Home'), trail, pathname)} />}
    </nav>
  );
}
