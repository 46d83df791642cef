import type { PriceView } from '@kauppa/pages';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

/**
 * A formatted price, marked with its value (`data-price`) so the browser can take the server's text
 * while hydrating instead of formatting it again (see `rememberRenderedPrices`).
 */
export function PriceText({ value }: { value: number | null | undefined }) {
  const text = formatPrice(value);
  return text ? <span data-price={value}>{text}</span> : null;
}

/** A price incl. tax in fi-FI €; a discounted price shows the regular one struck through. */
export function Price({ view, className = 'price' }: { view: PriceView; className?: string }) {
  const t = useT();
  if (!view.discounted)
    return (
      <span className={className}>
        <PriceText value={view.final} />
      </span>
    );
  return (
    <span className={`${className} price--special`}>
      <ins>
        <span className="visually-hidden">{t('Price')}: </span>
        <PriceText value={view.final} />
      </ins>{' '}
      <del>
        <PriceText value={view.original} />
      </del>
    </span>
  );
}
