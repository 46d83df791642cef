import type { Product } from '../lib/catalog.ts';
import { formatPrice, shownPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { imageUrl } from './ProductCard.tsx';

/** What a product page shows. */
export interface ProductPageData {
  product: Product;
  /** The chosen child of a configurable product (`/p/{parentSku}/{slug}/{childSku}`). */
  child?: Product['configurable_children'] extends (infer C)[] | undefined ? C | undefined : never;
}

/** The product page body: gallery image (889×889), name, price, availability and description. */
export function ProductView({ product, child }: ProductPageData) {
  const t = useT();
  const { brand, imageBase } = useShell();
  const shown = child ?? product;
  const image = shown.image ?? product.image;
  const inStock = shown.stock?.is_in_stock ?? product.stock?.is_in_stock ?? false;
  const special = shown.special_price_incl_tax;
  return (
    <article className="product" itemScope itemType="https://schema.org/Product">
      <Breadcrumbs trail={[{ label: product.name }]} />
      <div className="product__layout">
        <div className="product__gallery">
          {typeof image === 'string' && image ? (
            <img
              src={imageUrl(imageBase, image)}
              alt={product.name}
              width={889}
              height={889}
              fetchPriority="high"
            />
          ) : (
            <span className="product__placeholder" aria-hidden="true" />
          )}
        </div>
        <div className="product__info">
          <h1 itemProp="name">{product.name}</h1>
          <p className="product__sku">
            {t('SKU')}: <span itemProp="sku">{shown.sku}</span>
          </p>
          <p className="product__price">
            {typeof special === 'number' && shown.original_price_incl_tax ? (
              <>
                <del>{formatPrice(shown.original_price_incl_tax)}</del> <ins>{formatPrice(special)}</ins>
              </>
            ) : (
              formatPrice(shownPrice(shown))
            )}
          </p>
          <section aria-labelledby="availability">
            <h2 id="availability">{brand.availabilityHeading}</h2>
            <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
              {inStock ? `${brand.warehouseName}: ${t('In stock!')}` : t('This product is out of stock')}
            </p>
          </section>
          {product.configurable_options?.map((option) => (
            <fieldset key={option.attribute_code} className="product__option">
              <legend>{option.label ?? option.attribute_code}</legend>
              <ul>
                {option.values.map((value) => (
                  <li key={String(value.value_index)}>{value.label ?? String(value.value_index)}</li>
                ))}
              </ul>
            </fieldset>
          ))}
          {typeof product.description === 'string' && (
            <div className="product__description" itemProp="description">
              {stripTags(product.description)}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/** Plain text of catalogue HTML (rendered as text until a maintained sanitiser is wired in). */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
