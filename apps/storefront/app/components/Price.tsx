import type { PriceView } from '../catalog/price.ts';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

/** A price incl. tax in fi-FI €; a discounted price shows the regular one struck through. */
export function Price({ view, className = 'price' }: { view: PriceView; className?: string }) {
  const t = useT();
  if (!view.discounted) return <span className={className}>{formatPrice(view.final)}</span>;
  return (
    <span className={`${className} price--special`}>
      <ins>
        <span className="visually-hidden">{t('Price')}: </span>
        {formatPrice(view.final)}
      </ins>{' '}
      <del>{formatPrice(view.original)}</del>
    </span>
  );
}
