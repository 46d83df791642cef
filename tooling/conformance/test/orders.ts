import { buildOrder } from '@kauppa/checkout';
import { defaultShopConfig } from '@kauppa/config';
import type { Order, Product } from '@kauppa/contract';

/** The suites' shopper's address (checkout's shipping and payment details). */
export const address = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  country: 'FI',
  streetAddress: 'Mannerheimintie 1',
  apartmentNumber: 'A 2',
  city: 'Helsinki',
  zipCode: '00100',
  phoneNumber: '+358401234567',
};

/** A guest's (or `owner`'s) order of one `product`, cash on delivery, built as checkout builds it. */
export function orderFor(
  orderId: string,
  product: Product,
  owner: { userId?: string; cartId?: string } = {},
): Order {
  const built = buildOrder({
    orderId,
    items: [
      {
        sku: product.sku,
        qty: 1,
        price: Number(product.price),
        price_incl_tax: Number(product.price_incl_tax),
        type_id: 'simple',
        name: product.name,
      },
    ],
    personalDetails: {
      firstName: 'Aino',
      lastName: 'Virtanen',
      emailAddress: 'aino@example.fi',
      createAccount: false,
      password: '',
      repeatPassword: '',
    },
    shippingDetails: { ...address, shippingMethod: 'flatrate', shippingCarrier: 'flatrate' },
    paymentDetails: { ...address, paymentMethod: 'cashondelivery' },
    userId: owner.userId,
    cartId: owner.cartId,
    createdAt: new Date(0).toISOString(),
    config: defaultShopConfig,
  });
  if (!built.ok) throw new Error(built.message.id);
  return built.value;
}
