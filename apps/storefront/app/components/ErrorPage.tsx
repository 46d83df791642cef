import { loadErrorMessage, loadErrorNotice, offlineRedirectMs } from '@kauppa/pages';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { Notice } from './Notice.tsx';

/**
 * The error pages: '404 Page Not Found' and 'Internal Server Error 500' (accounts-content §8). In
 * the browser while offline, the data-loading rule of §8 applies: an empty query result gives the
 * offline notice and OK goes home; another error shows its own message with OK.
 */
export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const navigate = useNavigate();
  const { brand } = useShell();
  // Read at once on a client navigation, so the first frame is already the offline notice.
  const [offline, setOffline] = useState(() => typeof window !== 'undefined' && navigator.onLine === false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setOffline(typeof navigator !== 'undefined' && navigator.onLine === false), []);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('404 Page Not Found') : t('Internal Server Error 500');
  if (!notFound) console.error(error);
  const notice = offline && !dismissed ? loadErrorNotice(loadErrorMessage(error)) : undefined;
  const goHome = notice?.thenGoHome === true;
  // 'Redirecting to Home.' redirects by itself; OK only goes sooner (issue 14.13).
  useEffect(() => {
    if (!goHome) return;
    const timer = window.setTimeout(() => void navigate('/'), offlineRedirectMs);
    return () => window.clearTimeout(timer);
  }, [goHome, navigate]);
  return (
    <section className="error-page">
      {notice && (
        <Notice
          type="error"
          message={t(notice.message)}
          onOk={() => {
            setDismissed(true);
            if (notice.thenGoHome) void navigate('/');
          }}
        />
      )}
      {/* Offline, the page is not missing: only the notice shows, not a bare "404 Page Not Found"
          under it until the redirect (issue 28.10). */}
      {notice ? (
        <h1 className="visually-hidden">{brand.name}</h1>
      ) : (
        <>
          <p className="error-page__brand">{brand.name}</p>
          <h1>{title}</h1>
          <p>
            <a className="button" href="/">
              {t('Return to shopping')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
