import { loginRequest, passwordResetAnswer, registrationRequest } from '@kauppa/pages/views';
import type { Message } from '@kauppa/ports';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { usePanelFocus } from '../lib/panel-focus.ts';
import { errorsOf, useShopForm } from '../shop/form.ts';
import { useShop, useUi, useUiStore } from '../shop/react.tsx';
import { Field, FieldMessage } from './CheckoutField.tsx';

/** The auth element (accounts-content §3 UI state `authElem`): sign-in, register and reset panels. */
export function AuthPanel() {
  const t = useT();
  const { authElem } = useUi();
  const ui = useUiStore();
  const panel = usePanelFocus<HTMLDivElement>(() => ui.setAuthElem(null), { field: true });
  if (!authElem) return null;
  return (
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-label={t('Log in')}
      data-testid="auth-panel"
      ref={panel}
      tabIndex={-1}
    >
      <div className="modal__box">
        <button
          type="button"
          className="panel__close"
          onClick={() => ui.setAuthElem(null)}
          aria-label={t('Close')}
        >
          ×
        </button>
        {authElem === 'login' && <AuthLogin />}
        {authElem === 'register' && <AuthRegister />}
        {authElem === 'forgot-pass' && <AuthReset />}
      </div>
    </div>
  );
}

function AuthLogin() {
  const t = useT();
  const shop = useShop();
  const ui = useUiStore();
  const form = useShopForm({ email: '', password: '' });
  const [failure, setFailure] = useState<Message | null>(null);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.loginForm, v)))) return;
        setFailure(null);
        const result = await shop.account.login(loginRequest(form.values));
        if (!result.ok) {
          setFailure(result.message);
          return;
        }
        ui.setAuthElem(null);
        // The shop's login flow (queue, customer cart connect) runs after every sign-in.
        await shop.signedIn();
      }}
    >
      <h2>{t('Log in')}</h2>
      <Field
        form="login"
        name="email"
        type="email"
        label={t('E-mail address')}
        value={form.values.email}
        error={form.errors.email}
        onValue={form.set('email')}
        autoComplete="email"
      />
      <Field
        form="login"
        name="password"
        type="password"
        label={t('Password')}
        value={form.values.password}
        error={form.errors.password}
        onValue={form.set('password')}
        autoComplete="current-password"
      />
      <FieldMessage message={failure} />
      <button type="submit" className="button" disabled={!shop}>
        {t('Log in to your account')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => ui.setAuthElem('forgot-pass')}>
          {t('Forgot the password?')}
        </button>{' '}
        <button type="button" className="link-button" onClick={() => ui.setAuthElem('register')}>
          {t('Register an account')}
        </button>
      </p>
    </form>
  );
}

function AuthRegister() {
  const t = useT();
  const shop = useShop();
  const ui = useUiStore();
  const form = useShopForm({
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    rPassword: '',
    terms: false,
  });
  const [failure, setFailure] = useState<Message | null>(null);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.registerForm, v)))) return;
        setFailure(null);
        const result = await shop.account.register(registrationRequest(form.values));
        if (!result.ok) {
          setFailure(result.message);
          return;
        }
        ui.setAuthElem(null);
        // The shop's login flow (queue, customer cart connect) runs after every sign-in.
        await shop.signedIn();
      }}
    >
      <h2>{t('Register')}</h2>
      <Field
        form="register"
        name="email"
        type="email"
        label={t('E-mail address')}
        value={form.values.email}
        error={form.errors.email}
        onValue={form.set('email')}
        autoComplete="email"
      />
      <Field
        form="register"
        name="firstName"
        label={t('First name')}
        value={form.values.firstName}
        error={form.errors.firstName}
        onValue={form.set('firstName')}
        autoComplete="given-name"
      />
      <Field
        form="register"
        name="lastName"
        label={t('Last name')}
        value={form.values.lastName}
        error={form.errors.lastName}
        onValue={form.set('lastName')}
        autoComplete="family-name"
      />
      <Field
        form="register"
        name="password"
        type="password"
        label={t('Password')}
        value={form.values.password}
        error={form.errors.password}
        onValue={form.set('password')}
        autoComplete="new-password"
      />
      <Field
        form="register"
        name="rPassword"
        type="password"
        label={t('Repeat password')}
        value={form.values.rPassword}
        error={form.errors.rPassword}
        onValue={form.set('rPassword')}
        autoComplete="new-password"
      />
      <Field
        form="register"
        name="terms"
        type="checkbox"
        label={t('I accept the terms and conditions')}
        value={form.values.terms}
        error={form.errors.terms}
        onValue={form.set('terms')}
      />
      <FieldMessage message={failure} />
      <button type="submit" className="button" disabled={!shop}>
        {t('Register an account')}
      </button>
      <p>
        <button type="button" className="link-button" onClick={() => ui.setAuthElem('login')}>
          {t('Log in')}
        </button>
      </p>
    </form>
  );
}

/** The reset panel; the `/recover-password` page shows the same form. */
export function AuthReset({ heading = true }: { heading?: boolean }) {
  const t = useT();
  const shop = useShop();
  const form = useShopForm({ email: '' });
  const [answer, setAnswer] = useState<{ ok: boolean; message: Message } | null>(null);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!shop || !form.check((v) => errorsOf(shop.validate(shop.validation.resetPasswordForm, v))))
          return;
        const { email } = form.values;
        setAnswer(passwordResetAnswer(await shop.account.requestPasswordReset({ email }), email));
      }}
    >
      {heading && <h2>{t('Reset password')}</h2>}
      <Field
        form="reset"
        name="email"
        type="email"
        label={t('E-mail address')}
        value={form.values.email}
        error={form.errors.email}
        onValue={form.set('email')}
        autoComplete="email"
      />
      {answer?.ok ? (
        <p role="status">{t(answer.message.id, answer.message.params)}</p>
      ) : (
        <FieldMessage message={answer?.message} />
      )}
      <button type="submit" className="button" disabled={!shop}>
        {t('Reset password')}
      </button>
    </form>
  );
}
