import type { ShopConfig } from './schema.ts';

/** Which optional integrations are on (accounts-content §1, §8). */
export interface IntegrationStatus {
  marketing: boolean;
  marketingPixel: boolean;
  tagManager: boolean;
  recommendations: boolean;
  captcha: boolean;
}

/** The captcha warning of accounts-content §8. */
export const captchaDisabledWarning = 'Captcha site key or secret key is missing: the captcha module is off.';

/**
 * Tells which integrations are on: each is off when its id or keys are not configured. Without a
 * captcha site key or secret key a warning is logged (accounts-content §8); the tag manager and
 * the recommendation service are simply off.
 */
export function resolveIntegrations(
  config: ShopConfig,
  { warn }: { warn: (message: string) => void } = { warn: () => {} },
): IntegrationStatus {
  const { marketing, tagManager, recommendations, captcha } = config.integrations;
  const captchaOn = Boolean(captcha.siteKey && captcha.secretKey);
  if (!captchaOn) warn(captchaDisabledWarning);
  const marketingOn = Boolean(marketing.publicKey && marketing.listId);
  return {
    marketing: marketingOn,
    marketingPixel: Boolean(marketing.publicKey && marketing.pixel),
    tagManager: Boolean(tagManager.id),
    recommendations: Boolean(recommendations.accountId),
    captcha: captchaOn,
  };
}
