import { useT } from '../lib/i18n.ts';
import { useUi, useUiStore } from '../shop/react.tsx';

/**
 * The sign-up modal the token refresh machine asks for when the session cannot be renewed
 * (commerce-core §4 token refresh): the shopper signs in again or creates an account.
 */
export function SignUpModal() {
  const t = useT();
  const { signUpModal } = useUi();
  const ui = useUiStore();
  if (!signUpModal) return null;
  const open = (elem: 'login' | 'register') => {
    ui.setSignUpModal(false);
    ui.setAuthElem(elem);
  };
  return (
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="signup-title"
      data-testid="signup-modal"
    >
      <div className="modal__box">
        <h2 id="signup-title">{t('Your session has expired')}</h2>
        <p>{t('Please sign in again or create an account.')}</p>
        <p className="modal__actions">
          <button type="button" className="button" onClick={() => open('login')}>
            {t('Log in')}
          </button>{' '}
          <button type="button" onClick={() => open('register')}>
            {t('Register')}
          </button>{' '}
          <button type="button" className="link-button" onClick={() => ui.setSignUpModal(false)}>
            {t('Close')}
          </button>
        </p>
      </div>
    </div>
  );
}
