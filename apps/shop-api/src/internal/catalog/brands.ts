/** The six brands the reference server serves, their store views and sku prefixes. */
export interface BrandEntry {
  id: string;
  /**
   * Store view languages served; the first is the brand's default. Every brand serves the German
   * and Italian store views the configuration names (commerce-core §1), for multistore.
   */
  views: readonly string[];
  skuPrefix: string;
  storeName: string;
  language: 'fi' | 'en';
}

export const brands: readonly BrandEntry[] = [
  {
    id: 'battery',
    views: ['fi', 'en', 'de', 'it'],
    skuPrefix: 'BAT',
    storeName: 'Akkukauppa',
    language: 'fi',
  },
  { id: 'hair', views: ['fi', 'de', 'it'], skuPrefix: 'HAIR', storeName: 'Hiustukku', language: 'fi' },
  { id: 'clothing-fi', views: ['fi', 'de', 'it'], skuPrefix: 'VT', storeName: 'Vaatetupa', language: 'fi' },
  {
    id: 'clothing-en',
    views: ['en', 'de', 'it'],
    skuPrefix: 'TC',
    storeName: 'Thread & Co.',
    language: 'en',
  },
  { id: 'mac', views: ['fi', 'de', 'it'], skuPrefix: 'MAC', storeName: 'Macpiste', language: 'fi' },
  { id: 'wholesale', views: ['fi', 'de', 'it'], skuPrefix: 'DT', storeName: 'Digitukku', language: 'fi' },
];

/**
 * The search index of a brand and store view: `kauppa_{brand}_{view}` with the brand id's dashes
 * as underscores, e.g. `kauppa_battery_fi`, `kauppa_clothing_en_en`. `kauppa_{brand}` alone is the
 * brand's default store view.
 */
export function indexName(brandId: string, view: string): string {
  return `kauppa_${brandId.replace(/-/g, '_')}_${view}`;
}

/** Every index name a brand answers to, mapped to the brand id. */
export function indexTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const brand of brands) {
    table.set(`kauppa_${brand.id.replace(/-/g, '_')}`, brand.id);
    table.set(`kauppa_${brand.id}`, brand.id);
    for (const view of brand.views) {
      table.set(indexName(brand.id, view), brand.id);
      table.set(`kauppa_${brand.id}_${view}`, brand.id);
    }
  }
  return table;
}
