import { describe, expect, it } from 'vitest';
import { storeMapView } from './index.ts';

const store = (name: string, city: string, lat: number, lon: number) => ({
  name,
  city,
  lat,
  lon,
  street: 'Katu 1',
  postcode: '00100',
  openingHours: 'Mon–Fri 9–17',
});

describe('store locator map (accounts-content §2 store locator: works offline)', () => {
  it('draws the country from bundled data as one closed path on a 400×640 map', () => {
    const view = storeMapView([]);
    expect([view.width, view.height]).toEqual([400, 640]);
    expect(view.outline).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+ Z$/);
  });

  it('places each store at its projected coordinates, one decimal', () => {
    const [south, north] = storeMapView([
      store('A', 'Hanko', 59.6, 19.5),
      store('B', 'Utsjoki', 70.2, 31.8),
    ]).markers;
    expect(south).toEqual({ name: 'A', city: 'Hanko', x: '0.0', y: '640.0' });
    expect(north).toMatchObject({ x: '400.0', y: '0.0' });
  });
});
