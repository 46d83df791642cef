import { defaultShopConfig } from './defaults.ts';
import { ConfigError, inEnglish, toIssues } from './errors.ts';
import { type DeepPartial, mergeConfig } from './merge.ts';
import { type ShopConfig, shopConfigSchema } from './schema.ts';

/** Options of {@link loadShopConfig}. */
export interface LoadShopConfigOptions {
  /** The local (bundled) configuration over the defaults. @default {} */
  local?: DeepPartial<ShopConfig> | undefined;
  /** The server's configuration, merged over the local one (accounts-content §4 start-up step 1). */
  server?: DeepPartial<ShopConfig> | undefined;
  /** Where the configuration came from, for error messages. @default 'shop configuration' */
  source?: string;
}

/**
 * Builds the shop configuration: defaults, then the local configuration, then the server's, and
 * validates the result. Invalid configuration throws a {@link ConfigError} naming the source and
 * the field.
 *
 * @example
 * const config = loadShopConfig({ server: { cart: { maxBypassAttempts: 2 } } });
 */
export function loadShopConfig({
  local,
  server,
  source = 'shop configuration',
}: LoadShopConfigOptions = {}): ShopConfig {
  const merged = mergeConfig(mergeConfig(defaultShopConfig, local), server);
  const parsed = shopConfigSchema.safeParse(merged, inEnglish);
  if (!parsed.success) throw new ConfigError('shop configuration', source, toIssues(parsed.error));
  return parsed.data;
}
