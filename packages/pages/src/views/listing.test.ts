import { describe, expect, it, vi } from 'vitest';
import {
  appendPage,
  filterGroupsInOptionOrder,
  filterPanelView,
  freshListing,
  listingPaging,
} from './index.ts';

const base = { query: { sort: 'price:asc' }, page: 1, total: 120, perPage: 50, lastPage: 1 };

describe('category paging (commerce-core §4 category paging, §9 pagination numbers)', () => {
  it('loads more after the last page shown while products remain', () => {
    const paging = listingPaging(base);
    expect(paging).toMatchObject({
      pages: 3,
      nextStart: 50,
      loadMore: true,
      nextHref: '?sort=price%3Aasc&page=2',
    });
  });

  it('loads no more once the last page is shown', () => {
    expect(listingPaging({ ...base, lastPage: 3 }).loadMore).toBe(false);
  });

  it('loads no more when the total does not fill a page', () => {
    expect(listingPaging({ ...base, total: 30 }).loadMore).toBe(false);
  });

  it('shows the configured count of page numbers around the opened page, it unlinked', () => {
    const paging = listingPaging({ ...base, page: 2, total: 500, lastPage: 2 });
    expect(paging.links.map((l) => [l.page, l.current])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(listingPaging({ ...base, total: 500, paginationPages: 5 }).links).toHaveLength(5);
  });

  it('links the previous and next pages only where they exist', () => {
    expect(listingPaging(base)).toMatchObject({
      previousHref: undefined,
      followingHref: '?sort=price%3Aasc&page=2',
    });
    const last = listingPaging({ ...base, page: 3, lastPage: 3 });
    expect(last).toMatchObject({ previousHref: '?sort=price%3Aasc&page=2', followingHref: undefined });
  });

  it('shows no pagination for one page', () => {
    expect(listingPaging({ ...base, total: 10 })).toMatchObject({ pages: 1, paginated: false });
  });
});

describe('load more (commerce-core §4 category paging)', () => {
  it('appends the next page after the products shown', () => {
    expect(appendPage({ items: ['a'], lastPage: 1 }, ['b', 'c'])).toEqual({
      items: ['a', 'b', 'c'],
      lastPage: 2,
    });
  });

  it('starts a new listing without appended pages, keeping an unchanged one as it is', () => {
    const more = { items: ['b'], lastPage: 2 };
    expect(freshListing(more, 1)).toEqual({ items: [], lastPage: 1 });
    const fresh = { items: [], lastPage: 1 };
    expect(freshListing(fresh, 1)).toBe(fresh);
  });
});

describe('filter panel (commerce-core §4 category paging: filters)', () => {
  const groups = [
    {
      attribute: 'color',
      label: 'Colour',
      single: false,
      options: [
        { id: '49', label: 'Black', type: 'color', selected: false, count: 3 },
        { id: '50', label: 'White', type: 'color', selected: false },
      ],
    },
    {
      attribute: 'price',
      label: 'price',
      single: true,
      options: [{ id: '0.0-50.0', label: '0 € – 50 €', type: 'price', selected: false }],
    },
  ];

  it('offers several values of an attribute as checkboxes and one price range at a time', () => {
    expect(filterPanelView(groups).groups.map((g) => g.input)).toEqual(['checkbox', 'radio']);
  });

  it("titles the price group 'Price' and the others by their label", () => {
    expect(filterPanelView(groups).groups.map((g) => g.title)).toEqual([
      { label: 'Colour' },
      { message: 'Price' },
    ]);
  });

  it('gives each option its input id and count', () => {
    expect(filterPanelView(groups).groups[0]?.options[0]).toEqual({
      id: '49',
      inputId: 'filter-color-49',
      label: 'Black',
      count: 3,
      selected: false,
    });
  });

  it('knows whether a filter is chosen', () => {
    expect(filterPanelView(groups).chosen).toBe(false);
    const chosen = [{ ...groups[1]!, options: [{ ...groups[1]!.options[0]!, selected: true }] }];
    expect(filterPanelView(chosen).chosen).toBe(true);
  });
});

describe("filter panel in the store's locale and its chips (issue 28.7, 28.9)", () => {
  const price = {
    attribute: 'price',
    label: 'price',
    single: true,
    options: [
      { id: '0.0-50.0', label: '< €50', type: 'price', to: 50, selected: false },
      { id: '50.0-100.0', label: '€50 - 100', type: 'price', from: 50, to: 100, selected: true },
      { id: '150.0-*', label: '> €150', type: 'price', from: 150, selected: false },
    ],
  };
  const color = {
    attribute: 'color',
    label: 'Colour',
    single: false,
    options: [
      { id: '49', label: 'Black', type: 'color', selected: true },
      { id: '50', label: 'White', type: 'color', selected: true },
    ],
  };
  const labels = (locale: string) =>
    filterPanelView([price], { locale }).groups[0]?.options.map((o) => o.label.replace(/\u00a0/g, ' '));

  it('defect: price buckets read "< €50", "€50 - 100" in Finnish — they are written as the locale writes amounts', () => {
    expect(labels('fi-FI')).toEqual(['< 50 €', '50–100 €', '> 150 €']);
    expect(labels('de-DE')).toEqual(['< 50 €', '50–100 €', '> 150 €']);
  });

  it('keeps the English comparison form of commerce-core §9 in English ("< €50")', () => {
    expect(labels('en-US')?.[0]).toBe('< €50');
  });

  it('defect: every category render wrote its price-range labels anew, a number format and a range format per range (about 65 µs each, issue 31.2) — each label is written once per process', () => {
    // A locale and currency no other test writes with: the labels written before do not count.
    const options = { locale: 'sv-FI', currency: 'SEK' };
    const first = filterPanelView([price], options).groups[0]?.options.map((o) => o.label);
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let render = 0; render < 3; render++) {
        expect(filterPanelView([price], options).groups[0]?.options.map((o) => o.label)).toEqual(first);
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('shows each chosen option as a chip whose link clears only it, on page 1', () => {
    const query = { color: ['49', '50'], price: '50.0-100.0', sort: 'price:asc', page: '2' };
    const { chips } = filterPanelView([color, price], { query, locale: 'fi-FI' });
    expect(chips.map((c) => [c.label.replace(/\u00a0/g, ' '), c.href])).toEqual([
      ['Black', '?color=50&price=50.0-100.0&sort=price%3Aasc'],
      ['White', '?color=49&price=50.0-100.0&sort=price%3Aasc'],
      ['50–100 €', '?color=49&color=50&sort=price%3Aasc'],
    ]);
  });
});

describe("filter options in the attribute's order (issue 28.10)", () => {
  const size = {
    attribute: 'size',
    label: 'Size',
    single: false,
    // As the aggregation gives them: by product count.
    options: [
      { id: '168', label: 'S', type: 'size', selected: false, count: 9 },
      { id: '169', label: 'M', type: 'size', selected: false, count: 7 },
      { id: '167', label: 'XS', type: 'size', selected: false, count: 4 },
      { id: '170', label: 'L', type: 'size', selected: false, count: 2 },
      { id: '999', label: 'Other', type: 'size', selected: false, count: 1 },
    ],
  };

  it("defect: sizes read S, M, XS, L (by count) — they follow the attribute's option order, unknown ones last", () => {
    const [ordered] = filterGroupsInOptionOrder([size], { size: ['167', '168', '169', '170'] });
    expect(ordered?.options.map((o) => o.label)).toEqual(['XS', 'S', 'M', 'L', 'Other']);
  });

  it('leaves a group without an order as it is', () => {
    expect(filterGroupsInOptionOrder([size], {})[0]).toBe(size);
  });
});
