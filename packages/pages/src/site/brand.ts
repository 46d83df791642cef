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

/** The hue (0–360) and saturation (0–1) of a `#rrggbb` colour; undefined for anything else. */
function hueOf(colour: string): { hue: number; saturation: number } | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (!match) return undefined;
  const [r, g, b] = [match[1], match[2], match[3]].map((hex) => Number.parseInt(hex ?? '0', 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

/**
 * The colour of the focus ring: the brand's accent, unless the accent is a red or an orange red —
 * the colour of error messages, so a focused field would read as refused (issue 28.10) — then the
 * brand's text colour.
 *
 * @example
 * focusColour({ accent: '#0066CC', text: '#1D1D1F' }); // '#0066CC'
 * focusColour({ accent: '#E2231A', text: '#141414' }); // '#141414'
 */
export function focusColour(theme: Pick<BrandView['theme'], 'accent' | 'text'>): string {
  const accent = hueOf(theme.accent);
  const readsAsError =
    accent !== undefined && accent.saturation > 0.4 && (accent.hue < 30 || accent.hue > 330);
  return readsAsError ? theme.text : theme.accent;
}

/** The brand theme as CSS custom properties on `:root` (ARCHITECTURE.md, the shell). */
export function themeCss(brand: BrandView): string {
  const t = brand.theme;
  const vars: Record<string, string> = {
    '--color-primary': t.primary,
    '--color-primary-contrast': t.primaryContrast,
    '--color-accent': t.accent,
    '--color-focus': focusColour(t),
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
