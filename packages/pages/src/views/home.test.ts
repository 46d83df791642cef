import { describe, expect, it } from 'vitest';
import { homePageData, homeSections } from './index.ts';

const lists = { newCollection: [{ id: 1 }], newProducts: [{ id: 2 }, { id: 3 }], outlet: [] };
const fulfilled = <T>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });
const rejected = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });

describe('home page data (accounts-content §2 home, §7 home lists)', () => {
  it('shows the lists and the intro block, every product tagged', () => {
    const data = homePageData({ lists: fulfilled(lists), blocks: fulfilled([{ content: '<p>Hi</p>' }]) });
    expect(data).toMatchObject({ lists, intro: { content: '<p>Hi</p>' }, failure: undefined });
    expect(data.products.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('leaves the lists out when they fail, and says the page is incomplete', () => {
    const data = homePageData({ lists: rejected(new Error('search down')), blocks: fulfilled([]) });
    expect(data).toMatchObject({
      lists: { newCollection: [], newProducts: [], outlet: [] },
      products: [],
      failure: 'Error: search down',
    });
  });

  it('leaves the intro out when the block fails', () => {
    const data = homePageData({ lists: fulfilled(lists), blocks: rejected('timeout') });
    expect(data).toMatchObject({ intro: undefined, failure: 'timeout' });
  });
});

describe('home sections (accounts-content §2 home)', () => {
  it('shows New collection, New products and Outlet in order, without empty ones', () => {
    expect(homeSections(lists).map((s) => [s.id, s.title, s.products.length])).toEqual([
      ['new-collection', 'New collection', 1],
      ['new-products', 'New products', 2],
    ]);
  });
});
