import type { Brand } from '@kauppa/config';

/** The part of a brand the pages render (sent to the browser with the root loader). */
export type BrandView = Pick<
  Brand,
  | 'id'
  | 'name'
  | 'storeCode'
  | 'locale'
  | 'logo'
  | 'hero'
  | 'favicons'
  | 'placeholder'
  | 'social'
  | 'warehouseName'
  | 'availabilityHeading'
  | 'theme'
>;

/** The look of an unknown brand id and of error pages rendered without data. */
export function placeholderBrand(id: string): BrandView {
  return {
    id,
    name: 'Kauppa',
    storeCode: id,
    locale: 'fi-FI',
    logo: 'assets/logo.svg',
    hero: { image: 'assets/hero.svg', title: 'Kauppa', text: '' },
    favicons: { icon: 'assets/favicon.svg', appleTouchIcon: 'assets/apple-touch-icon.png' },
    placeholder: 'assets/placeholder.svg',
    social: {},
    warehouseName: 'Online logistics',
    availabilityHeading: 'In stock',
    theme: {
      primary: '#1f4f8b',
      primaryContrast: '#ffffff',
      accent: '#00c882',
      background: '#ffffff',
      surface: '#f4f6f8',
      text: '#1b1f24',
      muted: '#5b6470',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      radius: '6px',
    },
  };
}

/** The subset of a brand the browser needs. */
export function brandView(brand: Brand): BrandView {
  const {
    id,
    name,
    storeCode,
    locale,
    logo,
    hero,
    favicons,
    placeholder,
    social,
    warehouseName,
    availabilityHeading,
    theme,
  } = brand;
  return {
    id,
    name,
    storeCode,
    locale,
    logo,
    hero,
    favicons,
    placeholder,
    social,
    warehouseName,
    availabilityHeading,
    theme,
  };
}

/** The URL of a brand asset (`brands/<id>/<path>` is served at `/brands/<id>/<path>`). */
export function brandAsset(brand: Pick<BrandView, 'id'>, path: string): string {
  return `/brands/${brand.id}/${path.replace(/^\//, '')}`;
}

/** The brand theme as CSS custom properties on `:root` (ARCHITECTURE.md, the shell). */
export function themeCss(brand: BrandView): string {
  const t = brand.theme;
  const vars: Record<string, string> = {
    '--color-primary': t.primary,
    '--color-primary-contrast': t.primaryContrast,
    '--color-accent': t.accent,
    '--color-background': t.background,
    '--color-surface': t.surface,
    '--color-text': t.text,
    '--color-muted': t.muted,
    '--font-family': t.fontFamily,
    '--radius': t.radius,
  };
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}
