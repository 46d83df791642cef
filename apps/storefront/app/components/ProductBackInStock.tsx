import { useFetcher } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** The answer of the product page's back-in-stock action. */
export interface BackInStockAnswer {
  intent: 'back-in-stock';
  ok: boolean;
  message: string;
}

/**
 * The back-in-stock subscription of an out-of-stock product (accounts-content §4, §7): an e-mail
 * form posted to the product page, which sends it to the marketing provider of
 * `@kauppa/engagement`. Works without JavaScript (a full post) and with it (a fetcher).
 */
export function ProductBackInStock({ sku, action }: { sku: string; action: string }) {
  const t = useT();
  const fetcher = useFetcher<BackInStockAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" action={action} className="back-in-stock">
      <input type="hidden" name="intent" value="back-in-stock" />
      <input type="hidden" name="sku" value={sku} />
      <label htmlFor="back-in-stock-email">{t('Notify me when this product is back in stock')}</label>
      <div className="back-in-stock__row">
        <input
          id="back-in-stock-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('E-mail address')}
        />
        <button type="submit" disabled={fetcher.state !== 'idle'}>
          {t('Subscribe')}
        </button>
      </div>
      {answer && (
        <p className={answer.ok ? 'form-ok' : 'form-errors'} role="status">
          {t(answer.message)}
        </p>
      )}
    </fetcher.Form>
  );
}
