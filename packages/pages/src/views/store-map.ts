import type { Brand } from '@kauppa/config';

/** A store of the brand (brand.json `stores`). */
export type BrandStore = Brand['stores'][number];

/** The map colours of the brand (brand.json `mapStyle`). */
export type MapStyle = Brand['mapStyle'];

/** The map style of a brand that names none. */
export const defaultMapStyle: MapStyle = {
  land: '#eeeeee',
  water: '#cfe0ee',
  roads: '#ffffff',
  marker: '#cc0000',
  label: '#111111',
};

/** The drawn area: Finland and its coast (lon 19.5–31.8, lat 59.6–70.2). */
const bounds = { west: 19.5, east: 31.8, south: 59.6, north: 70.2 };
const width = 400;
const height = 640;

/** Projects a coordinate onto the map (equirectangular, longitude scaled by cos 64°). */
function project(lat: number, lon: number): { x: number; y: number } {
  return {
    x: ((lon - bounds.west) / (bounds.east - bounds.west)) * width,
    y: ((bounds.north - lat) / (bounds.north - bounds.south)) * height,
  };
}

/** A coarse outline of mainland Finland (lat, lon), bundled so the map works offline. */
const finland: ReadonlyArray<readonly [number, number]> = [
  [59.85, 22.9],
  [60.0, 24.5],
  [60.25, 25.9],
  [60.5, 27.7],
  [61.0, 28.6],
  [61.7, 29.6],
  [62.6, 31.3],
  [63.4, 30.5],
  [64.2, 29.9],
  [65.0, 29.6],
  [65.7, 30.0],
  [66.6, 29.2],
  [67.6, 29.9],
  [68.5, 28.7],
  [69.1, 29.2],
  [69.9, 28.0],
  [70.05, 27.2],
  [69.6, 25.8],
  [68.9, 25.0],
  [68.6, 23.6],
  [69.05, 21.2],
  [68.5, 22.3],
  [67.9, 23.5],
  [66.8, 23.8],
  [65.8, 24.2],
  [65.0, 25.3],
  [64.5, 24.4],
  [63.8, 22.9],
  [63.1, 21.4],
  [62.2, 21.3],
  [61.4, 21.5],
  [60.6, 21.3],
  [60.2, 22.2],
];

/** The store locator's map as drawn: its size, the country outline path and the store markers. */
export interface StoreMapView {
  width: number;
  height: number;
  /** The SVG path of the outline, closed. */
  outline: string;
  markers: Array<{ name: string; city: string; x: string; y: string }>;
}

/**
 * The store locator's map (accounts-content §2 store locator): drawn from bundled data (a coarse
 * outline of Finland) so it works offline, with no tile server; each store a marker at its
 * projected coordinates (one decimal).
 *
 * @example
 * storeMapView(brand.stores).markers[0]; // { name: 'Helsinki', city: 'Helsinki', x: '180.5', y: '585.7' }
 */
export function storeMapView(stores: readonly BrandStore[]): StoreMapView {
  const point = (lat: number, lon: number) => {
    const { x, y } = project(lat, lon);
    return { x: x.toFixed(1), y: y.toFixed(1) };
  };
  const path = finland
    .map(([lat, lon], index) => {
      const { x, y } = point(lat, lon);
      return `${index === 0 ? 'M' : 'L'}${x},${y}`;
    })
    .join(' ');
  return {
    width,
    height,
    outline: `${path} Z`,
    markers: stores.map((store) => ({ name: store.name, city: store.city, ...point(store.lat, store.lon) })),
  };
}
