import { describe, expect, it, vi } from 'vitest';
import { createInlineImages, maxInlineImageBytes } from './inline-image.server.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">\n  <rect width="4" height="4" fill="#ffdb73"/>\n</svg>';
const publicApiUrl = 'https://api.shop.test/api';
const apiUrl = 'http://10.0.0.5:8080/api';
const aa = `${publicApiUrl}/img/assets/products/battery/aa.svg`;

/** A fake API: answers `body` with `type` for every image, and records the URLs asked. */
function fakeApi(
  body: string | Uint8Array<ArrayBuffer> = svg,
  type = 'image/svg+xml; charset=utf-8',
  status = 200,
) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(body, { status, headers: { 'Content-Type': type } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, asked };
}

// Issue 31.5: the largest element above the fold paints without a second round trip.
describe('inline catalogue images (issue 31.5; the platform image endpoint, vue-storefront-api src/api/img.ts)', () => {
  it('a small SVG of the API image path becomes a data: URI, fetched from the server-side API URL', async () => {
    const api = fakeApi();
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch });
    const uri = await inline(aa);
    expect(api.asked).toEqual([`${apiUrl}/img/assets/products/battery/aa.svg`]);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(uri!.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#ffdb73"/></svg>',
    );
  });

  it('a raster image becomes a base64 data: URI of its own type', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: fakeApi(png, 'image/png').fetch });
    expect(await inline(`${publicApiUrl}/img/310/300/resize/m/b/mb01.png`)).toBe(
      'data:image/png;base64,iVBORw==',
    );
  });

  it('an image found once is answered at once, without asking the API again', async () => {
    const api = fakeApi();
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch });
    const first = await inline(aa);
    expect(inline(aa)).toBe(first);
    expect(api.asked).toHaveLength(1);
  });

  it('renders asking for the same image meanwhile share one request', async () => {
    const api = fakeApi();
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch });
    const [a, b] = [inline(aa), inline(aa)];
    expect(a).toBe(b);
    await a;
    expect(api.asked).toHaveLength(1);
  });

  it.each([
    ['another origin', 'https://evil.test/api/img/assets/products/battery/aa.svg'],
    ['a path outside /img/', `${publicApiUrl}/catalog/kauppa_battery/product/_search.svg`],
    ['a parent segment', `${publicApiUrl}/img/assets/../../catalog/x.svg`],
    ['an encoded parent segment', `${publicApiUrl}/img/assets/%2e%2e/x.svg`],
    ['a query string', `${publicApiUrl}/img/assets/aa.svg?x=1`],
    ['no image extension', `${publicApiUrl}/img/assets/products/battery/aa.html`],
    ['an empty URL', ''],
  ])('keeps the URL of %s and asks the API nothing', async (_, url) => {
    const api = fakeApi();
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch });
    expect(await inline(url)).toBeUndefined();
    expect(api.asked).toEqual([]);
  });

  it(`keeps the URL of an image over ${maxInlineImageBytes} bytes`, async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(maxInlineImageBytes)}</desc></svg>`;
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: fakeApi(big).fetch });
    expect(await inline(aa)).toBeUndefined();
  });

  it.each([
    ['not an image', fakeApi('<html></html>', 'text/html')],
    ['a 404', fakeApi('No image', 'text/plain', 404)],
  ])('keeps the URL when the API answers %s', async (_, api) => {
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch });
    expect(await inline(aa)).toBeUndefined();
  });

  it('keeps the URL when the API fails, and asks again on a later render', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }) as unknown as typeof globalThis.fetch;
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch });
    expect(await inline(aa)).toBeUndefined();
    expect(await inline(aa)).toMatch(/^data:image\/svg\+xml,/);
  });

  it('gives up when the API is slower than the budget: the request is aborted, the URL kept', async () => {
    const fetch = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof globalThis.fetch;
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch, budgetMs: 1 });
    expect(await inline(aa)).toBeUndefined();
  });

  it('keeps at most maxEntries images, dropping the oldest', async () => {
    const api = fakeApi();
    const inline = createInlineImages({ apiUrl, publicApiUrl, fetch: api.fetch, maxEntries: 2 });
    const url = (n: number) => `${publicApiUrl}/img/assets/${n}.svg`;
    for (const n of [1, 2, 3]) await inline(url(n));
    expect(typeof inline(url(3))).toBe('string');
    expect(inline(url(1))).toBeInstanceOf(Promise);
  });
});
