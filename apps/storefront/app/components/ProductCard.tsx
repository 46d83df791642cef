import { Link } from 'react-router';
import type { Product } from '../lib/catalog.ts';
import { formatPrice, productLink, shownPrice } from '../lib/format.ts';

/** A product tile of a list (thumbnail 310×300: commerce-core §9). */
export function ProductCard({ product, imageBase }: { product: Product; imageBase: string }) {
  const image = product.thumbnail ?? product.small_image ?? product.image;
  return (
    <li className="product-card">
      <Link to={productLink(product)}>
        {typeof image === 'string' && image ? (
          <img
            src={imageUrl(imageBase, image)}
            alt={product.name}
            width={310}
            height={300}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__price">{formatPrice(shownPrice(product))}</span>
      </Link>
    </li>
  );
}

/** A list of product tiles. */
export function ProductList({
  products,
  imageBase,
  label,
}: {
  products: Product[];
  imageBase: string;
  label: string;
}) {
  return (
    <ul className="product-list" aria-label={label}>
      {products.map((product) => (
        <ProductCard key={product.sku} product={product} imageBase={imageBase} />
      ))}
    </ul>
  );
}

/** An absolute image URL: catalogue image paths are relative to the shop API's image base. */
export function imageUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
