import type { WatchedProduct } from '@kauppa/engagement';
import { generalMessages, notificationMessages, validationRuleMessages } from '@kauppa/i18n';
import type { Message } from '@kauppa/ports';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useMarketingState, useShop } from '../shop/react.tsx';

/** The answer of the product page's back-in-stock action. */
export interface BackInStockAnswer {
  intent: 'back-in-stock';
  ok: boolean;
  message: string;
}

/**
 * The back-in-stock form of an out-of-stock product (accounts-content §4, §7) — the only one of
 * the storefront. Once the shop runs it goes through the browser's marketing provider of
 * `@kauppa/engagement`: the watch list (sku, or parentSku-sku) is kept, and a watched product
 * offers "Unsubscribe". Before that, or without JavaScript, it posts to `action` (the product
 * page), whose server subscribes the address.
 */
export function ProductBackInStock({
  product,
  action,
}: {
  product: WatchedProduct;
  /** The page answering the form without the shop (the product page); none: the shop only. */
  action?: string | undefined;
}) {
  const t = useT();
  const shop = useShop();
  const account = useAccountState();
  const marketing = useMarketingState();
  const fetcher = useFetcher<BackInStockAnswer>();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const shown = answer ?? fetcher.data ?? null;
  const watching = marketing ? (shop?.marketing.isWatching(product) ?? false) : false;
  const value = email ?? account?.current?.email ?? '';

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate={Boolean(shop)}
      className="back-in-stock"
      data-testid="back-in-stock"
      data-part="back-in-stock"
      onSubmit={async (event) => {
        if (!shop) {
          if (!action) event.preventDefault();
          return;
        }
        event.preventDefault();
        const checked = shop.validate<{ email: string }>(shop.validation.newsletterForm, {
          email: value.trim(),
        });
        if (!checked.success) {
          setError(Object.values(checked.errors)[0] ?? { id: validationRuleMessages.validEmailRequired });
          return;
        }
        setError(null);
        try {
          if (watching) {
            await shop.marketing.backInStockUnsubscribe({ product, email: checked.data.email });
            setAnswer({ ok: true, message: notificationMessages.backInStockUnsubscribed });
          } else {
            await shop.marketing.backInStockSubscribe({ product, email: checked.data.email });
            setAnswer({ ok: true, message: notificationMessages.backInStockSubscribed });
          }
        } catch {
          setAnswer({ ok: false, message: generalMessages.somethingWentWrong });
        }
      }}
    >
      <input type="hidden" name="intent" value="back-in-stock" />
      <input type="hidden" name="sku" value={product.sku} />
      <label htmlFor="back-in-stock-email">{t('Notify me when this product is back in stock')}</label>
      <div className="back-in-stock__row">
        <input
          id="back-in-stock-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('E-mail address')}
          value={value}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'back-in-stock-error' : undefined}
        />
        <button type="submit" disabled={fetcher.state !== 'idle' || (!shop && !action)}>
          {t(watching ? 'Unsubscribe' : 'Subscribe')}
        </button>
      </div>
      {error && (
        <p id="back-in-stock-error" className="field__error">
          {t(error.id, error.params)}
        </p>
      )}
      {shown && (
        <p className={shown.ok ? 'form-ok' : 'form-errors'} role="status">
          {t(shown.message)}
        </p>
      )}
    </fetcher.Form>
  );
}
