import { defaultMapStyle } from '@kauppa/pages/views';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { StoreLocatorMap } from '../components/StoreLocatorMap.tsx';
import { findBrand } from '../lib/brands.server.ts';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/store-locator.ts';

/** The brand's stores and map style from brand.json. */
export async function loader({ context }: Route.LoaderArgs) {
  const brand = findBrand(context.get(shopContext).scope.brand);
  return {
    stores: brand?.stores ?? [],
    mapStyle: brand?.mapStyle ?? defaultMapStyle,
  };
}

export function meta() {
  return [{ title: 'Store locator' }];
}

/** Store locator (accounts-content §2): the brand's stores on its own offline map. */
export default function StoreLocator({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { stores, mapStyle } = loaderData;
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Store locator') }]} />
      <h1>{t('Store locator')}</h1>
      <div className="checkout">
        <StoreLocatorMap stores={stores} mapStyle={mapStyle} label={t('Store locator')} />
        <ul className="product-list" data-testid="store-list">
          {stores.map((store) => (
            <li key={store.name} className="product-list__item">
              <div>
                <strong>{store.name}</strong>
                <br />
                {store.street}, {store.postcode} {store.city}
                <br />
                {store.openingHours}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
