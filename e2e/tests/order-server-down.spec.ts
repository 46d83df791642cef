import { expect, test } from '@playwright/test';
import { heldOrders, placeOrder, serverOrders, setFaults, shopReady } from './offline-support.ts';
import { addBySku, miniCartCount, openShop, simpleProduct } from './shop-support.ts';

/**
 * Issue 14.4: an order placed while the shop API is down or failing is never confirmed before the
 * server has it (accounts-content §4 offline orders): the shopper sees 'Order waiting!', and the
 * held order is sent by itself, exactly once, once the server answers again.
 */
// Plain Playwright `test`: the failing server makes the shop's own calls log errors on purpose.
test.describe.configure({ timeout: 90_000 });

const copies = async (orderId: string) =>
  (await serverOrders()).filter((o) => o.client_order_id === orderId).length;

test.afterEach(async () => {
  await setFaults(null);
});

for (const [fault, faults] of [
  ['answering 500', { errorRate: { 'POST order': 1 } }],
  ['answering non-JSON', { nonJson: ['POST order'] }],
] as const) {
  test(`with the order call ${fault}: 'Order waiting!', no confirmation, then sent by itself exactly once`, async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await setFaults(faults);
    await page.goto('/checkout');
    await shopReady(page);
    await placeOrder(page);
    await expect(page.getByText('Order waiting!').first()).toBeVisible();
    await expect(page.getByText('We have received your order', { exact: false })).toHaveCount(0);
    const held = (await heldOrders(page)).filter((o) => !o.transmitted);
    expect(held).toHaveLength(1);
    const orderId = (held[0] as { order_id: string }).order_id;
    expect(await copies(orderId)).toBe(0);
    // The server recovers; nobody presses anything.
    await setFaults(null);
    await expect.poll(() => copies(orderId), { timeout: 60_000 }).toBe(1);
    await expect.poll(async () => (await heldOrders(page)).every((o) => o.transmitted)).toBe(true);
    await page.reload();
    await shopReady(page);
    expect(await copies(orderId)).toBe(1);
  });
}
