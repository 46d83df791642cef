import type { Message } from '@kauppa/ports';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Field, FieldMessage } from '../components/CheckoutField.tsx';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useShop, useUiStore } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Set a new password' }];
}

/**
 * Set a new password from the e-mailed link `/create-password/token/{token}/email/{email}`
 * (accounts-content §4 password reset): then the automatic login, else a manual one.
 */
export default function CreatePassword() {
  const t = useT();
  const shop = useShop();
  const ui = useUiStore();
  const navigate = useNavigate();
  const { token = '', email = '' } = useParams();
  const form = useShopForm({ password: '', rPassword: '' });
  const [failure, setFailure] = useState<Message | null>(null);
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Set a new password') }]} />
      <h1>{t('Set a new password')}</h1>
      <p>{decodeURIComponent(email)}</p>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.passwordPair, v)))) return;
          const result = await shop.account.createPassword({
            email: decodeURIComponent(email),
            newPassword: form.values.password,
            resetToken: token,
          });
          if (!result.ok) {
            setFailure(result.message);
            return;
          }
          if (result.value.loggedIn) {
            await shop.signedIn();
            navigate('/my-account');
          } else {
            ui.setAuthElem('login');
          }
        }}
      >
        <Field
          form="create"
          name="password"
          type="password"
          label={t('New password')}
          value={form.values.password}
          error={form.errors.password}
          onValue={form.set('password')}
          autoComplete="new-password"
        />
        <Field
          form="create"
          name="rPassword"
          type="password"
          label={t('Repeat new password')}
          value={form.values.rPassword}
          error={form.errors.rPassword}
          onValue={form.set('rPassword')}
          autoComplete="new-password"
        />
        <FieldMessage message={failure} />
        <button type="submit" className="button" disabled={!shop}>
          {t('Set a new password')}
        </button>
      </form>
    </section>
  );
}
