import { readsQuery } from '@kauppa/pages';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CartBackInStock, CartProductActions, type ShopProduct } from '../components/CartProductActions.tsx';
import { Field } from '../components/CheckoutField.tsx';
import { ReviewForm } from '../components/ReviewForm.tsx';
import { StyleGuideSwatch } from '../components/StyleGuideSwatch.tsx';
import { findBrand } from '../lib/brands.server.ts';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/style-guide.ts';

/** The brand's tokens from brand.json. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const brand = findBrand(shop.scope.brand);
  // A sample product for the product components: `?sku=` names it.
  readsQuery(shop, 'sku');
  const sku = new URL(request.url).searchParams.get('sku');
  const product = sku ? await shop.catalog.productBySku(sku).catch(() => undefined) : undefined;
  return {
    name: brand?.name ?? '',
    theme: brand?.theme ?? {},
    mapStyle: brand?.mapStyle ?? {},
    product: product ? (product as ShopProduct) : null,
  };
}

export function meta() {
  return [{ title: 'Style Guide' }];
}

const notificationColours = { success: '#00C882', error: '#FF4B32', warning: '#FFC828' };

/** Style Guide (accounts-content §2): the brand's tokens and the shop's components, for brand builders. */
export default function StyleGuide({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const noop = () => {};
  return (
    <section className="page style-guide">
      <Breadcrumbs trail={[{ label: t('Style Guide') }]} />
      <h1>
        {t('Style Guide')} — {loaderData.name}
      </h1>
      <h2>{t('Theme')}</h2>
      <StyleGuideSwatch tokens={loaderData.theme as Record<string, unknown>} />
      <h2>{t('Map style')}</h2>
      <StyleGuideSwatch tokens={loaderData.mapStyle as Record<string, unknown>} />
      <h2>{t('Notifications')}</h2>
      <StyleGuideSwatch tokens={notificationColours} />
      <div className="notification notification--success">{t('Product has been added to the cart!')}</div>
      <div className="notification notification--warning">
        {t(
          'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
        )}
      </div>
      <div className="notification notification--error">
        {t('The product is out of stock and cannot be added to the cart!')}
      </div>
      <h2>{t('Forms')}</h2>
      <Field form="guide" name="valid" label={t('First name')} value="Aino" onValue={noop} />
      <Field
        form="guide"
        name="invalid"
        label={t('E-mail address')}
        value="aino@"
        error={{ id: 'Please provide valid e-mail address.' }}
        onValue={noop}
      />
      <Field
        form="guide"
        name="terms"
        type="checkbox"
        label={t('I agree to Terms and conditions')}
        value={false}
        onValue={noop}
      />
      <h2>{t('Buttons')}</h2>
      <p>
        <button type="button" className="button">
          {t('Add to cart')}
        </button>{' '}
        <button type="button">{t('Cancel')}</button>{' '}
        <button type="button" className="link-button">
          {t('Remove')}
        </button>
      </p>
      {loaderData.product && (
        <>
          <h2>{t('Product components')}</h2>
          <p data-testid="sample-product">
            {String(loaderData.product.name ?? '')} ({loaderData.product.sku})
          </p>
          <CartProductActions product={loaderData.product} />
          <CartBackInStock product={loaderData.product} />
          <ReviewForm
            productId={loaderData.product.id ?? loaderData.product.sku}
            sku={loaderData.product.sku}
          />
        </>
      )}
      <h2>{t('Typography')}</h2>
      <h3>Heading 3</h3>
      <p>Body text — {loaderData.name}</p>
      <textarea aria-label="textarea" defaultValue="A textarea has a minimum height of 100px." />
    </section>
  );
}
