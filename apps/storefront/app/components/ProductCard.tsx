import { defaultCatalogConfig } from '@kauppa/config';
import { imageUrl, type Product, priceView } from '@kauppa/pages';
import { memo } from 'react';
import { Link } from 'react-router';
import { pageClock } from '../catalog/clock.ts';
import { productLink } from '../lib/format.ts';
import { useInlineImage } from '../lib/inline-image.tsx';
import { Price } from './Price.tsx';

const { width, height } = defaultCatalogConfig.thumbnails.productList;

/**
 * A product tile of a list (thumbnail 310×300: commerce-core §9), linked with `@kauppa/url-dispatcher`.
 * Memoised: the router re-renders the page when it learns routes after hydration (lazy route
 * discovery) and on every state change; a tile whose product, image base and "now" are the same
 * is not rendered again (issue 20.1: a category's 50 tiles rendered a second time ~1 s after load).
 */
export const ProductCard = memo(function ProductCard({
  product,
  imageBase,
  now,
  eager = false,
}: {
  product: Product;
  imageBase: string;
  /** "Now" of the page (special prices); the system time without it. */
  now?: number | undefined;
  /** Load the image at once (the first row of a listing), inline in the server's HTML when small. */
  eager?: boolean;
}) {
  const image = product.thumbnail ?? product.small_image ?? product.image;
  const src = typeof image === 'string' && image ? imageUrl(imageBase, image) : '';
  // An eager tile (the first row: a category's largest element) is inline in the server's HTML
  // when small (issue 31.5: it paints without a second round trip); a lazy one keeps its URL.
  const inline = useInlineImage(eager ? src : '');
  const view = priceView(product, pageClock(now));
  return (
    <li className="product-card">
      <Link to={productLink(product)} prefetch="intent">
        {src ? (
          <img
            src={inline ?? src}
            alt={product.name}
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            suppressHydrationWarning={eager}
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
        <span className="product-card__name">{product.name}</span>
        <Price view={view} className="product-card__price" />
      </Link>
    </li>
  );
});

/** A list of product tiles. */
export function ProductList({
  products,
  imageBase,
  label,
  now,
  eagerCount = 0,
}: {
  products: Product[];
  imageBase: string;
  label: string;
  now?: number | undefined;
  /** How many leading tiles load their image at once. */
  eagerCount?: number;
}) {
  return (
    <ul className="product-list" aria-label={label}>
      {products.map((product, i) => (
        <ProductCard
          key={product.sku}
          product={product}
          imageBase={imageBase}
          now={now}
          eager={i < eagerCount}
        />
      ))}
    </ul>
  );
}
