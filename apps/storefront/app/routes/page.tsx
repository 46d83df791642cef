import { placeholderPageTitle, requiresLogin } from '@kauppa/pages/views';
import { useMatches } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/page.ts';

export function meta({ location }: Route.MetaArgs) {
  return [{ title: placeholderPageTitle({ pathname: location.pathname }) }];
}

/** A page of the route table whose content comes with a later issue. */
export default function Page() {
  const t = useT();
  const id = useMatches().at(-1)?.id ?? '';
  const title = t(placeholderPageTitle({ id }));
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      {requiresLogin(id) && <p>{t('You need to be logged in to see this page')}</p>}
    </section>
  );
}
