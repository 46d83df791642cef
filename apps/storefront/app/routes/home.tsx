import { ProductList } from '../components/ProductCard.tsx';
import { brandAsset } from '../lib/brand.ts';
import type { Product } from '../lib/catalog.ts';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import type { Route } from './+types/home.ts';

/** Home lists (accounts-content §7): new collection of 8 and new products of 6 from the top categories, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  let categoryIds: number[] = [];
  try {
    categoryIds = (await shop.catalog.menuCategories()).map((category) => Number(category.id));
  } catch (error) {
    shop.page.incomplete = true;
    shop.logger.warn('The home categories could not be loaded', { error: String(error) });
  }
  const lists = await Promise.allSettled([
    shop.catalog.homeList('new_collection', categoryIds),
    shop.catalog.homeList('new_products', categoryIds),
  ]);
  const items = (result: PromiseSettledResult<Product[]>): Product[] => {
    if (result.status === 'fulfilled') return result.value;
    shop.page.incomplete = true;
    shop.logger.warn('A home list could not be loaded', { error: String(result.reason) });
    return [];
  };
  const [newCollection, newProducts] = lists;
  return { newCollection: items(newCollection!), newProducts: items(newProducts!) };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { brand?: { name: string } } | undefined;
  const name = root?.brand?.name ?? 'Kauppa';
  return [{ title: name }, { name: 'description', content: `${name}: online shop` }];
}

/** The home page: hero, then the home product lists. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { brand, imageBase } = useShell();
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{brand.hero.title}</h1>
          <p>{brand.hero.text}</p>
        </div>
        <img src={brandAsset(brand, brand.hero.image)} alt="" width={800} height={300} fetchPriority="high" />
      </section>
      {loaderData.newCollection.length > 0 && (
        <section aria-labelledby="new-collection">
          <h2 id="new-collection">{t('New collection')}</h2>
          <ProductList
            products={loaderData.newCollection}
            imageBase={imageBase}
            label={t('New collection')}
          />
        </section>
      )}
      {loaderData.newProducts.length > 0 && (
        <section aria-labelledby="new-products">
          <h2 id="new-products">{t('New products')}</h2>
          <ProductList products={loaderData.newProducts} imageBase={imageBase} label={t('New products')} />
        </section>
      )}
    </>
  );
}
