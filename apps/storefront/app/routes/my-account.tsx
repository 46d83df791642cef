import { passwordChangeRequest, profileFormValues } from '@kauppa/pages/views';
import { useEffect, useRef } from 'react';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { Field } from '../components/CheckoutField.tsx';
import { useT } from '../lib/i18n.ts';
import { errorsOf, useShopForm, validateFields } from '../shop/form.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'My Account' }];
}

/** My Account: the profile and the password change (accounts-content §2, §4). */
export default function MyAccount() {
  return (
    <AccountLayout title="My Account">
      <AccountProfile />
      <AccountPassword />
    </AccountLayout>
  );
}

function AccountProfile() {
  const t = useT();
  const shop = useShop()!;
  const current = useAccountState()?.current;
  const form = useShopForm({ firstname: '', lastname: '', email: '' });
  // The form is filled once per customer: a later refresh of the profile from the server (at
  // start-up, after saving) must not overwrite what the shopper is typing.
  const filledFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (current && filledFor.current !== current.id) {
      filledFor.current = current.id;
      const values = profileFormValues(current);
      for (const name of ['firstname', 'lastname', 'email'] as const) form.set(name)(values[name]);
    }
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <form
      noValidate
      data-testid="profile-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const { firstname, lastname, email } = form.values;
        const ok = form.check(() =>
          validateFields(shop.validate, {
            firstname: [shop.validation.firstName, firstname],
            lastname: [shop.validation.lastName, lastname],
            email: [shop.validation.email, email],
          }),
        );
        if (!ok || !current) return;
        await shop.account.updateProfile({ ...current, firstname, lastname, email });
      }}
    >
      <h2>{t('My profile')}</h2>
      <Field
        form="profile"
        name="firstname"
        label={t('First name')}
        value={form.values.firstname}
        error={form.errors.firstname}
        onValue={form.set('firstname')}
      />
      <Field
        form="profile"
        name="lastname"
        label={t('Last name')}
        value={form.values.lastname}
        error={form.errors.lastname}
        onValue={form.set('lastname')}
      />
      <Field
        form="profile"
        name="email"
        type="email"
        label={t('E-mail address')}
        value={form.values.email}
        error={form.errors.email}
        onValue={form.set('email')}
      />
      <button type="submit" className="button">
        {t('Update my profile')}
      </button>
    </form>
  );
}

function AccountPassword() {
  const t = useT();
  const shop = useShop()!;
  const form = useShopForm({ oldPassword: '', password: '', rPassword: '' });
  return (
    <form
      noValidate
      data-testid="password-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.check((v) => errorsOf(shop.validate(shop.validation.changePasswordForm, v)))) return;
        const result = await shop.account.changePassword(passwordChangeRequest(form.values));
        if (result.ok) form.reset();
      }}
    >
      <h2>{t('Change my password')}</h2>
      <Field
        form="password"
        name="oldPassword"
        type="password"
        label={t('Current password')}
        value={form.values.oldPassword}
        error={form.errors.oldPassword}
        onValue={form.set('oldPassword')}
        autoComplete="current-password"
      />
      <Field
        form="password"
        name="password"
        type="password"
        label={t('New password')}
        value={form.values.password}
        error={form.errors.password}
        onValue={form.set('password')}
        autoComplete="new-password"
      />
      <Field
        form="password"
        name="rPassword"
        type="password"
        label={t('Repeat new password')}
        value={form.values.rPassword}
        error={form.errors.rPassword}
        onValue={form.set('rPassword')}
        autoComplete="new-password"
      />
      <button type="submit" className="button">
        {t('Change my password')}
      </button>
    </form>
  );
}
