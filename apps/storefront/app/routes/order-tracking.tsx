import { useId } from 'react';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useT } from '../lib/i18n.ts';

export const meta = () => [
  { title: 'Track my Order' },
  { name: 'description', content: 'Track your order with its number and e-mail address.' },
];

/** The order-tracking page shell (accounts-content §2: the title is Track my Order). */
export default function OrderTracking() {
  const t = useT();
  const id = useId();
  return (
    <section className="page">
      <Breadcrumbs structuredData trail={[{ label: t('Track my Order') }]} />
      <h1>{t('Track my Order')}</h1>
      <form className="content-form" method="get" action="/order-tracking">
        <p className="field">
          <label htmlFor={`${id}-order`}>{t('Order number')}</label>
          <input id={`${id}-order`} name="order" required />
        </p>
        <p className="field">
          <label htmlFor={`${id}-email`}>{t('E-mail')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </p>
        <button type="submit">{t('Track my Order')}</button>
      </form>
    </section>
  );
}
