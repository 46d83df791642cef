import { HttpError } from './context.ts';

/**
 * The fields of Magento\ConfigurableProduct\Api\Data\ConfigurableItemOptionValueInterface: the
 * platform hands cart items and order lines to Magento as they came (vue-storefront-api
 * src/platform/magento2/cart.js, o2m.js), and Magento's REST layer refuses a field the interface
 * has no getter for (Magento\Framework\Reflection\NameFinder), the platform answering 500 with
 * Magento's text (issue 27.2). The reference server refuses the same way.
 */
const optionFields = new Set(['option_id', 'option_value', 'extension_attributes']);

/** Throws the platform's 500 when a chosen configurable option carries a field Magento has not. */
export function refuseUnknownOptionFields(productOption: unknown, prefix = ''): void {
  const options = (productOption as { extension_attributes?: { configurable_item_options?: unknown } } | null)
    ?.extension_attributes?.configurable_item_options;
  if (!Array.isArray(options)) return;
  for (const option of options) {
    const unknown = Object.keys(option ?? {}).find((field) => !optionFields.has(field));
    if (unknown === undefined) continue;
    const property = unknown.replace(/(^|_)([a-z])/g, (_, _u: string, c: string) => c.toUpperCase());
    throw new HttpError(
      500,
      `${prefix}Property "${property}" does not have accessor method "get${property}" in class "Magento\\ConfigurableProduct\\Api\\Data\\ConfigurableItemOptionValueInterface".`,
    );
  }
}
