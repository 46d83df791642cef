import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addBySku, freshEmail, miniCartCount, openShop, register, signIn, sql } from './shop-support.ts';

/**
 * Issue 28.2: every cart line shows its final price (the sale price with the regular one struck),
 * its image and its row total, consistent with the subtotal — also lines that arrive from the
 * account's server cart (commerce-core §3 cart item, §4 special price and cart sync: "a server item
 * missing locally is … added to the local cart"; the platform client fetches such products,
 * vue-storefront core/modules/cart, v1.12.3).
 */

/** "1 234,50 €" → 1234.5 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

/** A simple battery on sale now and in stock, with its prices incl. tax. */
function saleProduct(): { sku: string; name: string; special: number; regular: number } {
  const now = Date.now();
  const rows = sql<{ doc: string }>(
    "SELECT doc FROM documents WHERE entity = 'product' AND id IN (SELECT id FROM documents WHERE json_extract(doc, '$.type_id') = 'simple' AND json_extract(doc, '$.special_price_incl_tax') IS NOT NULL AND json_extract(doc, '$.sku') LIKE 'BAT-%')",
  );
  const at = (d: unknown) => (typeof d === 'string' && d ? Date.parse(`${d.replace(' ', 'T')}Z`) : undefined);
  for (const { doc } of rows) {
    const p = JSON.parse(doc) as Record<string, unknown>;
    const from = at(p.special_from_date);
    const to = at(p.special_to_date);
    const stock = p.stock as { is_in_stock?: boolean; qty?: number } | undefined;
    if ((from !== undefined && from > now) || (to !== undefined && to < now)) continue;
    if (!stock?.is_in_stock || (stock.qty ?? 0) < 5) continue;
    const special = p.special_price_incl_tax as number;
    const regular = p.price_incl_tax as number;
    if (special < regular) return { sku: String(p.sku), name: String(p.name), special, regular };
  }
  throw new Error('No battery on sale in the demo catalogue');
}

const lineOf = (page: import('@playwright/test').Page, sku: string) =>
  page.getByTestId('microcart').locator(`[data-sku="${sku}"]`);

async function expectPricedLine(line: Locator): Promise<void> {
  await expect(line.getByTestId('cart-line-total')).toHaveText(/\d,\d\d/);
  await expect(line.locator('img')).toHaveAttribute('src', /\S/);
}

test.describe('issue 28.2: cart lines show their final price, image and row total (commerce-core §3, §4)', () => {
  test("defect: a sale item's line shows the regular price × qty — it shows the sale price, the struck regular price and a row total the subtotal agrees with", async ({
    page,
  }) => {
    const sale = saleProduct();
    await openShop(page, '/');
    await addBySku(page, sale.sku, 2);
    await expect(miniCartCount(page)).toHaveText('2');
    await page.getByTestId('minicart-toggle').click();
    const line = lineOf(page, sale.sku);
    await expect(line.locator('ins')).toContainText(euroText(sale.special));
    await expect(line.locator('del')).toContainText(euroText(sale.regular));
    const total = line.getByTestId('cart-line-total');
    await expect(total).toHaveText(new RegExp(euroText(Math.round(sale.special * 200) / 100)));
    const subtotal = page.getByTestId('cart-totals').locator('.totals__row--subtotal_incl_tax dd');
    await expect(subtotal).toHaveText(new RegExp(euroText(Math.round(sale.special * 200) / 100)));
    expect(euros(await total.textContent())).toBe(euros(await subtotal.textContent()));
  });

  test("defect: lines from the account's server cart show no price and an empty image on a second device — they show price, image and row total, after a reload and in the checkout summary", async ({
    browser,
  }) => {
    const sale = saleProduct();
    const email = freshEmail();
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await openShop(firstPage, '/');
    await register(firstPage, email);
    await addBySku(firstPage, sale.sku, 2);
    await expect(miniCartCount(firstPage)).toHaveText('2');
    // The line reached the account's server cart.
    await expect
      .poll(() => sql('SELECT i.qty FROM cart_items i WHERE i.sku = ?', sale.sku).length)
      .toBeGreaterThan(0);
    await first.close();

    const second = await browser.newContext();
    const page = await second.newPage();
    await openShop(page, '/');
    await signIn(page, email);
    await expect(miniCartCount(page)).toHaveText('2');
    await page.getByTestId('minicart-toggle').click();
    await expectPricedLine(lineOf(page, sale.sku));
    await expect(lineOf(page, sale.sku).getByTestId('cart-line-total')).toHaveText(
      new RegExp(euroText(Math.round(sale.special * 200) / 100)),
    );
    await page.reload();
    await openShop(page, '/');
    await page.getByTestId('minicart-toggle').click();
    await expectPricedLine(lineOf(page, sale.sku));
    await openShop(page, '/checkout');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.locator(`[data-sku="${sale.sku}"]`)).toContainText(
      euroText(Math.round(sale.special * 200) / 100),
    );
    await second.close();
  });
});

/** 162.9 → "162,90" (the fi-FI amount, without the currency sign). */
function euroText(value: number): string {
  return value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
