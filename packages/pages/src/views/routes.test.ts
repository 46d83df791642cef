import { describe, expect, it } from 'vitest';
import {
  dispatchedPath,
  dispatchOutcome,
  searchPanelResults,
  searchPanelSize,
  searchPanelState,
  searchPath,
  searchRequest,
} from './index.ts';

describe('url dispatcher routes (accounts-content §2 url dispatcher)', () => {
  it('resolves the rest of the path with its query', () => {
    expect(dispatchedPath('tools/hammer', '?childSku=H-1')).toBe('/tools/hammer?childSku=H-1');
    expect(dispatchedPath(undefined, '')).toBe('/');
  });

  it('redirects a url rewrite to its target, made absolute, with its status', () => {
    expect(dispatchOutcome({ kind: 'redirect', status: 301, path: 'new/place' })).toEqual({
      kind: 'redirect',
      path: '/new/place',
      status: 301,
    });
    expect(dispatchOutcome({ kind: 'redirect', status: 302, path: '/elsewhere' })).toMatchObject({
      path: '/elsewhere',
    });
  });

  it('renders a product or category with its non-empty params', () => {
    const result = {
      kind: 'route' as const,
      entity: 'product' as const,
      name: 'simple-product',
      params: { parentSku: 'H', slug: 'hammer', childSku: '' },
      path: '/p/H/hammer',
    };
    expect(dispatchOutcome(result)).toEqual({ kind: 'product', params: { parentSku: 'H', slug: 'hammer' } });
  });

  it('renders a CMS page by its slug', () => {
    const result = {
      kind: 'route' as const,
      entity: 'cms-page' as const,
      name: 'cms-page',
      params: { slug: 'about' },
      path: '/i/about',
    };
    expect(dispatchOutcome(result)).toEqual({ kind: 'cms-page', slug: 'about' });
  });

  it('answers not found when nothing matches', () => {
    expect(dispatchOutcome({ kind: 'none', path: '/nothing' })).toEqual({ kind: 'not-found' });
  });
});

describe('search page request (accounts-content §2 search)', () => {
  const request = (pathQuery: string | undefined, search: string) =>
    searchRequest({ pathQuery, searchParams: new URLSearchParams(search) });

  it('redirects ?q= to /search/{query}', () => {
    expect(request(undefined, 'q=%20akku%2012v%20')).toEqual({ redirect: '/search/akku%2012v' });
  });

  it('reads the trimmed path query, a positive size and the panel flag', () => {
    expect(request(' akku ', 'size=6&panel=1')).toEqual({ query: 'akku', size: 6, panel: true });
  });

  it('ignores a size that is not a positive whole number', () => {
    expect(request('akku', 'size=-2')).toMatchObject({ size: undefined, panel: false });
    expect(request('akku', 'size=x')).toMatchObject({ size: undefined });
  });

  it('answers the empty search page without a query', () => {
    expect(request(undefined, '')).toEqual({ query: '', size: undefined, panel: false });
  });

  it('links the search page canonically', () => {
    expect(searchPath('akku 12v')).toBe('/search/akku%2012v');
    expect(searchPath('')).toBe('/search');
  });
});

describe('search panel (accounts-content §5: a search term has at least 3 characters)', () => {
  it('asks for more characters while the open panel has a short term', () => {
    expect(searchPanelState({ text: 'ak', open: true, minLength: 3 })).toMatchObject({
      tooShort: true,
      searching: false,
    });
    expect(searchPanelState({ text: '  ', open: true, minLength: 3 }).tooShort).toBe(false);
    expect(searchPanelState({ text: 'ak', open: false, minLength: 3 }).tooShort).toBe(false);
  });

  it('searches as you type once the term is long enough, 8 results, panel answers', () => {
    expect(searchPanelState({ text: ' akku 12 ', open: true, minLength: 3 })).toEqual({
      term: 'akku 12',
      tooShort: false,
      searching: true,
      resultsPath: `/search/akku%2012?size=${searchPanelSize}&panel=1`,
      pagePath: '/search/akku%2012',
    });
    expect(searchPanelSize).toBe(8);
  });

  it('shows only the answer to the current term', () => {
    const state = searchPanelState({ text: 'akku', open: true, minLength: 3 });
    expect(searchPanelResults(state, { query: 'akku', total: 2 })).toEqual({ query: 'akku', total: 2 });
    expect(searchPanelResults(state, { query: 'akk', total: 9 })).toBeUndefined();
    expect(searchPanelResults({ ...state, searching: false }, { query: 'akku', total: 2 })).toBeUndefined();
  });
});
