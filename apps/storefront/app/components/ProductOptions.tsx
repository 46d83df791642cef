import type { OptionSelector } from '@kauppa/catalog-pricing';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';

/**
 * The configurable option selectors (commerce-core §4 Configuring a product): each value links to
 * the variant matching the choice exactly (its childSku URL), so choosing works without
 * JavaScript; values no available variant has are not offered.
 */
export function ProductOptions({
  selectors,
  hrefOf,
}: {
  selectors: OptionSelector[];
  /** The product page link of a variant sku. */
  hrefOf: (sku: string) => string;
}) {
  const t = useT();
  return (
    <>
      {selectors.map((selector) => (
        <fieldset key={selector.code} className="product__option">
          <legend>{selector.label}</legend>
          <ul className="option-values">
            {selector.choices.map((choice) => (
              <li key={choice.value}>
                <Link
                  to={hrefOf(choice.sku)}
                  replace
                  preventScrollReset
                  className={choice.inStock ? 'option-value' : 'option-value option-value--out'}
                  aria-current={choice.selected ? 'true' : undefined}
                >
                  {choice.label}
                  {!choice.inStock && <span className="visually-hidden"> ({t('Out of stock')})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
