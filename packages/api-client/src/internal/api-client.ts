import { createShopApi, type ShopApi } from '@kauppa/contract';
import { createKyHttp, type KyHttpOptions } from './ky-http.ts';

/** Options of {@link createApiClient}: the transport's options plus contract validation. */
export interface ApiClientOptions extends KyHttpOptions {
  /**
   * Validates code-200 results against `@kauppa/contract`; a body that fails is an
   * `ApiError('invalid-response')` naming the field.
   * @default true
   */
  validate?: boolean;
}

/**
 * The typed shop API client: `createShopApi` of `@kauppa/contract` over the ky transport. One
 * method per call of both spec documents' §7, each validated.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:8080/api' });
 * const { code, result: cartId } = await api.cart.create();
 */
export function createApiClient({ validate = true, ...transport }: ApiClientOptions): ShopApi {
  return createShopApi({ http: createKyHttp(transport), validate });
}
