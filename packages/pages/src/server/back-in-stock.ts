import { createMarketingProvider, createValidationSchemas, validate } from '@kauppa/engagement';
import { messages } from '@kauppa/i18n';
import { createMemoryCollections } from '@kauppa/ports';
import type { ShopContext } from '../context.ts';

/**
 * The back-in-stock subscription of the product page (accounts-content §4, §7), on the server:
 * the e-mail is checked, the product (or its variant) looked up and the form posted by the
 * marketing provider of `@kauppa/engagement` (off — nothing sent — without its keys).
 */
export async function subscribeBackInStock(
  shop: ShopContext,
  { parentSku, sku, email }: { parentSku: string; sku: string; email: string },
): Promise<{ intent: 'back-in-stock'; ok: boolean; message: string }> {
  const checked = validate(createValidationSchemas(shop.config.validation).email, email.trim());
  if (!checked.success) {
    return {
      intent: 'back-in-stock',
      ok: false,
      message: Object.values(checked.errors)[0]?.id ?? messages.validEmailRequired,
    };
  }
  const product = await shop.catalog.productBySku(parentSku);
  const variant = product?.configurable_children?.find((c) => c.sku === sku);
  if (!product) return { intent: 'back-in-stock', ok: false, message: messages.productQueryEmpty };
  const provider = createMarketingProvider({
    http: shop.http,
    collections: createMemoryCollections(),
    clock: shop.clock,
    integration: shop.config.integrations.marketing,
    localCache: shop.config.localCache,
    storeCode: shop.scope.store,
    logger: shop.logger,
  });
  try {
    await provider.backInStockSubscribe({
      product: variant
        ? {
            sku: variant.sku,
            parentSku: product.sku,
            id: variant.id as string | number,
            parentId: product.id,
          }
        : { sku: product.sku, id: product.id },
      email: checked.data,
    });
    return { intent: 'back-in-stock', ok: true, message: messages.backInStockSubscribed };
  } catch (error) {
    shop.logger.warn('Back-in-stock subscription failed', { error: String(error) });
    return { intent: 'back-in-stock', ok: false, message: messages.somethingWentWrong };
  }
}
