import { describe, expect, it } from 'vitest';
import { listingPaging } from './index.ts';

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
