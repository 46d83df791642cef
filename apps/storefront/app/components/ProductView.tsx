import type { CatalogMessage, ProductVariant } from '@kauppa/catalog-pricing';
import type { ViewedProduct } from '@kauppa/engagement';
import type { ProductPageData } from '@kauppa/pages';
import {
  galleryItems,
  joinParts,
  type ProductParts,
  priceView,
  productPartsPath,
  stripTags,
} from '@kauppa/pages';
import { type ProductPageProduct, pageTrail, productPageView } from '@kauppa/pages/views';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { pageClock } from '../catalog/clock.ts';
import { useT } from '../lib/i18n.ts';
import { inNextTask } from '../lib/next-task.ts';
import { useShell } from '../lib/shell.ts';
import { useShop } from '../shop/react.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ProductListToggles, type ShopProduct } from './CartProductActions.tsx';
import { BackInStock } from './DeferredParts.tsx';
import { Gallery } from './Gallery.tsx';
import { Price, PriceText } from './Price.tsx';
import { ProductList } from './ProductCard.tsx';
import { ProductOptions } from './ProductOptions.tsx';
import { ProductPurchase } from './ProductPurchase.tsx';
import { ReviewForm } from './ReviewForm.tsx';

export type { ProductPageData };
export { stripTags };

/**
 * The product page body: gallery (889×889, videos), name and sku, price incl. tax with the
 * special price, availability heading and stock, configurable option links, the purchase block
 * (bundle, custom options, grouped products, quantity, add to cart into the shop's cart),
 * wishlist and compare toggles, back-in-stock form, description, the review form and related
 * products. Once the shop runs, the view is added to recently viewed and tracked ("Viewed Product").
 */
export function ProductView(data: ProductPageData) {
  const props = useProductParts(data);
  const { product, child } = props;
  const t = useT();
  const { brand, imageBase, language } = useShell();
  const actionData = useActionData() as { intent?: string; errors?: CatalogMessage[] } | undefined;
  const catalogProduct = product as unknown as ProductPageProduct;
  const variant = child as unknown as ProductVariant | undefined;
  const shown = child ?? product;
  const clock = pageClock(props.now);
  // The stock of a (possibly cached) page is checked live once the shop runs (issue 14.9).
  const live = useLiveStock(shown.sku);
  const view = productPageView({ ...props, product: catalogProduct, child: variant, live, clock });
  const { inStock, stockQty, selectors, action, composite, manufacturer, price } = view;
  const shownPrice = priceView(shown, clock);
  useProductViewed(view.viewed);

  return (
    <article className="product">
      <Breadcrumbs trail={pageTrail(props.trail, product.name)} structuredData />
      <div className="product__layout">
        <div className="product__gallery">
          {/* A new variant opens on its own picture, whichever thumbnail was open (issue 14.10). */}
          <Gallery
            key={shown.sku}
            items={galleryItems(product, child)}
            imageBase={imageBase}
            name={product.name}
          />
        </div>
        <div className="product__info">
          <h1>{product.name}</h1>
          <p className="product__sku">{t('SKU: {sku}', { sku: shown.sku })}</p>
          {manufacturer && (
            <p className="product__manufacturer">
              {t('Manufacturer')}: {manufacturer}
            </p>
          )}
          <p className="product__price">
            {composite ? <PriceText value={price} /> : <Price view={shownPrice} />}
          </p>
          <section aria-labelledby="availability" className="product__availability">
            {/* The brand's heading ("Varastossa") says "in stock" in the brand's language: not above
                "out of stock", nor in a store view of another language (issue 28.10). */}
            <h2 id="availability">
              {inStock && language === brand.locale ? brand.availabilityHeading : t('Availability')}
            </h2>
            <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
              {inStock
                ? `${brand.warehouseName}: ${t('In stock!')}${stockQty !== undefined ? ` (${stockQty})` : ''}`
                : t('This product is out of stock')}
            </p>
          </section>
          {selectors.length > 0 && <ProductOptions selectors={selectors} hrefOf={view.hrefOf} />}
          <ProductPurchase
            key={shown.sku}
            product={catalogProduct}
            variant={variant}
            now={props.now}
            available={view.available}
            listOutOfStockProducts={props.listOutOfStockProducts}
            action={action}
            showPrice={composite}
            serverErrors={actionData?.intent === 'add-to-cart' ? (actionData.errors ?? []) : []}
          />
          <p className="product__lists">
            <ProductListToggles product={product as unknown as ShopProduct} />
          </p>
          {view.watched && <BackInStock action={action} product={view.watched} />}
          {typeof product.description === 'string' && product.description && (
            <section className="product__description" aria-labelledby="product-description">
              <h2 id="product-description">{t('Description')}</h2>
              <p>{stripTags(product.description)}</p>
            </section>
          )}
        </div>
      </div>
      <section className="product__reviews" aria-labelledby="product-reviews">
        <h2 id="product-reviews">{t('Reviews')}</h2>
        <ReviewForm productId={view.reviewId} sku={product.sku} />
      </section>
      {props.related && props.related.length > 0 && (
        <section className="product__related" aria-labelledby="related-products">
          <h2 id="related-products">{t('Related products')}</h2>
          <ProductList
            products={props.related}
            imageBase={imageBase}
            label={t('Related products')}
            now={props.now}
          />
        </section>
      )}
    </article>
  );
}

/**
 * The page's data with the parts its server render left out (issue 20.4: late or failed related
 * products, linked products, breadcrumbs), loaded once the page has hydrated.
 */
function useProductParts(data: ProductPageData): ProductPageData {
  const fetcher = useFetcher<ProductParts>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const { sku } = data.product;
  const pending = (data.pending ?? []).join(',');
  useEffect(() => {
    if (!pending || !navigator.onLine) return;
    void load.current(productPartsPath(sku, pending.split(',') as NonNullable<ProductPageData['pending']>));
  }, [sku, pending]);
  return joinParts(data, fetcher.data);
}

/**
 * Records a product view once the shop runs: recently viewed (latest first) and the marketing
 * "Viewed Product" event (accounts-content §4 tracking on product view). Once per product, not per
 * variant choice.
 */
function useProductViewed(viewed: ViewedProduct): void {
  const shop = useShop();
  const latest = useRef(viewed);
  latest.current = viewed;
  const { sku } = viewed;
  useEffect(() => {
    if (!shop || !sku) return;
    const product = latest.current;
    void shop.recentlyViewed
      .add(product)
      .catch((error: unknown) => shop.logger.warn('Recently viewed', error));
    void shop.marketing.productViewed(product);
  }, [shop, sku]);
}

/**
 * The product's stock read live from the shop API after the page loads (the stock check of
 * commerce-core §7): a cached page never keeps saying "In stock!" after the stock went to zero
 * (issue 14.9). Through the running shop's queue when it runs; otherwise one direct stock call (a
 * catalogue page does not start the shop for it). `undefined` until the answer arrives.
 */
function useLiveStock(sku: string): { is_in_stock: boolean; qty?: number | undefined } | undefined {
  const shop = useShop();
  const { publicApiUrl } = useShell();
  const [live, setLive] = useState<{ sku: string; stock: { is_in_stock: boolean; qty?: number } }>();
  useEffect(() => {
    if (!navigator.onLine) return;
    let current = true;
    // Started in a task of its own: not flushed with the hydration's other effects (issue 20.1).
    const cancel = inNextTask(() => {
      const read = shop
        ? shop.cart.prefetchStock([sku]).then((found) => found.get(sku))
        : // One zod-free call (issue 20.2: the typed client would load ~45 KB of zod and ky for it).
          import('@kauppa/contract/stock-check').then(({ checkStock }) =>
            checkStock({ baseUrl: publicApiUrl, sku, fetch: (url, init) => window.fetch(url, init) }),
          );
      read
        .then((item) => {
          if (current && item) setLive({ sku, stock: { is_in_stock: item.is_in_stock, qty: item.qty } });
        })
        .catch(() => undefined);
    });
    return () => {
      current = false;
      cancel();
    };
  }, [shop, sku, publicApiUrl]);
  return live?.sku === sku ? live.stock : undefined;
}
