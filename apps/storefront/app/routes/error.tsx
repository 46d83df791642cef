import { useT } from '../lib/i18n.ts';

export const meta = () => [{ title: 'Error' }, { name: 'robots', content: 'noindex' }];

/** The error page (`/error`, minimal layout). */
export default function ErrorPage() {
  const t = useT();
  return (
    <section className="error-page">
      <h1>{t('Internal Server Error 500')}</h1>
      <p>{t('Something went wrong. Try again in a few seconds.')}</p>
      <p>
        <a className="button" href="/">
          {t('Return to shopping')}
        </a>
      </p>
    </section>
  );
}
