import { useEffect, useState } from 'react';
import { AuthReset } from '../components/AuthPanel.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { FieldMessage } from '../components/CheckoutField.tsx';
import { useT } from '../lib/i18n.ts';

export function meta() {
  return [{ title: 'Reset password' }];
}

/** Request a password reset (accounts-content §2); unavailable offline. */
export default function RecoverPassword() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => setOffline(!navigator.onLine), []);
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Reset password') }]} />
      {offline && <FieldMessage message={{ id: 'Reset password feature does not work while offline!' }} />}
      <h1>{t('Reset password')}</h1>
      <AuthReset heading={false} />
    </section>
  );
}
