import { type BrandView, brandAsset } from '@kauppa/pages';
import { type WebAppManifest, webAppManifest } from '@kauppa/shop/offline';

export { manifestPath, shortName } from '@kauppa/shop/offline';

/** The web app manifest of a brand: `webAppManifest` of `@kauppa/shop/offline` with the icons of `brands/<id>/assets`. */
export function brandManifest(brand: BrandView): WebAppManifest {
  return webAppManifest({
    id: brand.id,
    name: brand.name,
    description: brand.hero.title,
    lang: brand.locale,
    themeColor: brand.theme.primary,
    backgroundColor: brand.theme.background,
    icon: brandAsset(brand, brand.favicons.icon),
    appleTouchIcon: brandAsset(brand, brand.favicons.appleTouchIcon),
  });
}
