import {
  availableQuantity,
  type CatalogMessage,
  type CatalogProduct,
  configurableOptionsList,
  initialChoices,
  type ProductVariant,
  purchaseUnitPrice,
  selectionOf,
  shownStock,
} from '@kauppa/catalog-pricing';
import { catalogIdOf, type ViewedProduct, viewedProduct, watchedProduct } from '@kauppa/engagement';
import type { ProductPageData } from '@kauppa/pages';
import {
  galleryItems,
  joinParts,
  type ProductParts,
  priceView,
  productPartsPath,
  stripTags,
} from '@kauppa/pages';
import { productRoute } from '@kauppa/url-dispatcher';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { pageClock } from '../catalog/clock.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { useShop } from '../shop/react.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ProductListToggles, type ShopProduct } from './CartProductActions.tsx';
import { Gallery } from './Gallery.tsx';
import { Price, PriceText } from './Price.tsx';
import { ProductBackInStock } from './ProductBackInStock.tsx';
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
  const { brand, imageBase } = useShell();
  const actionData = useActionData() as { intent?: string; errors?: CatalogMessage[] } | undefined;
  const catalogProduct = product as unknown as CatalogProduct & { name: string };
  const variant = child as unknown as ProductVariant | undefined;
  const shown = child ?? product;
  const clock = pageClock(props.now);
  // The stock of a (possibly cached) page is checked live once the shop runs (issue 14.9).
  const live = useLiveStock(shown.sku);
  const stock = shownStock({ product, variant: child, live });
  const { is_in_stock: inStock, qty } = stock;
  const selectors =
    product.type_id === 'configurable'
      ? configurableOptionsList({
          product: catalogProduct,
          selection: selectionOf({ product: catalogProduct, variant }),
          listOutOfStockProducts: props.listOutOfStockProducts,
        })
      : [];
  const routeOf = (childSku?: string) =>
    productRoute({ ...product, parentSku: undefined, type_id: product.type_id }, childSku ? { childSku } : {})
      .path;
  const action = routeOf(child?.sku);
  const trail = [
    ...(props.trail ?? []).map((s) => ({ label: s.label, to: s.path })),
    { label: product.name },
  ];
  const composite =
    product.type_id === 'bundle' ||
    product.type_id === 'grouped' ||
    (product.custom_options?.length ?? 0) > 0;
  const manufacturer = typeof product.valmistaja === 'string' ? product.valmistaja : undefined;
  const shownPrice = priceView(shown, clock);
  // The price of the initial choices (the shown variant's final price for a simple product).
  const price = purchaseUnitPrice({
    product: catalogProduct,
    variant,
    choices: initialChoices({ product: catalogProduct }),
    clock,
  });
  const viewed = viewedProduct(product, { path: routeOf(), price });
  useProductViewed(viewed);

  return (
    <article className="product">
      <Breadcrumbs trail={trail} structuredData />
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
            <h2 id="availability">{brand.availabilityHeading}</h2>
            <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
              {inStock
                ? `${brand.warehouseName}: ${t('In stock!')}${typeof qty === 'number' && qty > 0 ? ` (${qty})` : ''}`
                : t('This product is out of stock')}
            </p>
          </section>
          {selectors.length > 0 && <ProductOptions selectors={selectors} hrefOf={(sku) => routeOf(sku)} />}
          <ProductPurchase
            key={shown.sku}
            product={catalogProduct}
            variant={variant}
            now={props.now}
            available={availableQuantity({ stock })}
            listOutOfStockProducts={props.listOutOfStockProducts}
            action={action}
            showPrice={composite}
            serverErrors={actionData?.intent === 'add-to-cart' ? (actionData.errors ?? []) : []}
          />
          <p className="product__lists">
            <ProductListToggles product={product as unknown as ShopProduct} />
          </p>
          {!inStock && <ProductBackInStock action={action} product={watchedProduct(product, child)} />}
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
        <ReviewForm productId={catalogIdOf(product.id) ?? product.sku} sku={product.sku} />
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
    const read = shop
      ? shop.cart.prefetchStock([sku]).then((found) => found.get(sku))
      : Promise.all([import('@kauppa/api-client'), import('@kauppa/contract')]).then(
          async ([{ createKyHttp }, { createShopApi }]) => {
            const api = createShopApi({ http: createKyHttp({ baseUrl: publicApiUrl }) });
            const answer = await api.stock.check(sku);
            return answer.code === 200 ? answer.result : undefined;
          },
        );
    read
      .then((item) => {
        if (current && item) setLive({ sku, stock: { is_in_stock: item.is_in_stock, qty: item.qty } });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [shop, sku, publicApiUrl]);
  return live?.sku === sku ? live.stock : undefined;
}
