/** The part of a brand (`brands/<id>/brand.json`) the shell renders. */
export interface BrandView {
  id: string;
  name: string;
  /** The catalogue (store code) of the shop API this brand reads. */
  storeCode: string;
  warehouseName: string;
  availabilityHeading: string;
  theme: {
    primary: string;
    primaryContrast: string;
    accent: string;
    background: string;
    surface: string;
    text: string;
    muted: string;
    fontFamily: string;
    radius: string;
  };
}

/** The placeholder look used until `@kauppa/config`'s brand loader is wired in. */
export function placeholderBrand(id: string): BrandView {
  return {
    id,
    name: id === 'battery' ? 'Battery Shop' : `Kauppa ${id}`,
    storeCode: `kauppa_${id.replace(/-/g, '_')}`,
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
