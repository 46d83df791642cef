import { expect, type Page, test } from '@playwright/test';
import { serverOrders } from './servers.ts';

/**
 * Issue 30: a shopper's journey through examples/vue-shop — a Vue 3 front end built from the packed
 * @kauppa/* tarballs — against the reference shop API: menu, category with filters and sort,
 * search, a configurable product, cart with quantities and coupon, guest checkout with cash on
 * delivery, sign-up, sign-in merge, order history, an offline order sent on reconnect.
 */
test.describe.configure({ mode: 'serial' });

const password = 'Salasana1!';
const email = `vue-shop-${Date.now()}@example.fi`;

async function openProduct(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
}

async function addToCart(page: Page, status = 'added') {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-answer')).toHaveAttribute('data-status', status);
}

async function checkOut(page: Page, { guest }: { guest: boolean }) {
  await page.getByTestId('cart-link').click();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const personal = page.getByTestId('step-personalDetails');
  if (guest) {
    await personal.locator('input[name="firstName"]').fill('Aino');
    await personal.locator('input[name="lastName"]').fill('Virtanen');
    await personal.locator('input[name="emailAddress"]').fill('aino@example.fi');
  }
  await personal.getByRole('button', { name: 'Continue to shipping' }).click();
  for (const id of ['shipping', 'payment'] as const) {
    const step = page.getByTestId(`step-${id}`);
    await step.locator('input[name="streetAddress"]').waitFor();
    for (const [name, value] of [
      ['firstName', 'Aino'],
      ['lastName', 'Virtanen'],
      ['streetAddress', 'Mannerheimintie 1'],
      ['apartmentNumber', 'A 3'],
      ['city', 'Helsinki'],
      ['zipCode', '00100'],
      ['phoneNumber', '+358401234567'],
    ])
      await step.locator(`input[name="${name}"]`).fill(value as string);
    const method = step.locator(`input[name="${id === 'shipping' ? 'shippingMethod' : 'paymentMethod'}"]`);
    if (id === 'payment') await step.getByLabel('Cash on delivery').check();
    else if ((await method.count()) > 0) await method.first().check();
    await step
      .getByRole('button', { name: id === 'shipping' ? 'Continue to payment' : 'Go review the order' })
      .click();
  }
  const review = page.getByTestId('step-reviewAndPayments');
  await review.locator('input[name="terms"]').check();
  await review.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-success/);
}

test('a shopper browses, configures, fills the cart and checks out as a guest', async ({ page }) => {
  await page.goto('/');
  // Menu → category, filtered and sorted.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Paristot' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paristot' })).toBeVisible();
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText(/Products: \d+/);
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(all).toBeGreaterThan(1);
  const filter = page.getByTestId('filters').locator('input[type="checkbox"]').first();
  await filter.check();
  await expect(page).toHaveURL(/\?.+=/);
  await expect(count).not.toHaveText(`Products: ${all}`);
  await page.getByTestId('filters').locator('select[name="sort"]').selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();

  // Search.
  await page.getByRole('searchbox').fill('energizer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('product-tile').first()).toBeVisible();

  // A configurable product: its parent is refused until an option is chosen, then the child is added.
  await openProduct(page, /Energizer Pro AA/i);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-answer')).toHaveText('Please choose the product options first.');
  await page.getByRole('link', { name: '4 kpl' }).click();
  await expect(page.getByTestId('sku')).toHaveText('BAT-000002-203');
  await addToCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addToCart(page, 'updated');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Cart: quantity and coupon.
  await page.getByTestId('cart-link').click();
  const line = page.getByTestId('cart-line').first();
  await line.locator('input[name="qty"]').fill('3');
  await line.locator('input[name="qty"]').press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.locator('input[name="coupon"]').fill('KAUPPA10');
  await page.getByRole('button', { name: 'Add discount code' }).click();
  await expect(page.getByTestId('cart-totals')).toContainText(/discount/i);

  // Guest checkout, cash on delivery.
  await checkOut(page, { guest: true });
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('sign-up shows the password rule, then an account; sign-in merges the guest cart; the order is in the history', async ({
  page,
}) => {
  await page.goto('/account');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="firstName"]').fill('Aino');
  await page.locator('input[name="lastName"]').fill('Virtanen');
  await page.locator('input[name="password"]').fill('short');
  await page.getByTestId('sign-up').click();
  await expect(page.getByTestId('account-answer')).toHaveText('Password must have at least 8 characters.');
  await expect(page.getByTestId('account-answer')).toHaveAttribute('data-cause', 'invalid');
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('sign-up').click();
  await expect(page.getByTestId('signed-in')).toContainText(email);
  await page.getByRole('button', { name: 'Logout' }).click();

  // As a guest: a product in the cart; signing in keeps it (the login merge).
  await page.getByRole('searchbox').fill('energizer');
  await page.getByRole('button', { name: 'Search' }).click();
  await openProduct(page, /Energizer Pro AA/i);
  await page.getByRole('link', { name: '4 kpl' }).click();
  await addToCart(page);
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('account-answer')).toHaveAttribute('data-cause', 'refused');
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('signed-in')).toContainText(email);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await checkOut(page, { guest: false });
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

test('an order placed offline is held and sent when the connection returns', async ({ page, context }) => {
  await page.goto('/search?q=energizer');
  await openProduct(page, /Energizer Pro AA/i);
  await page.getByRole('link', { name: '4 kpl' }).click();
  await addToCart(page);
  const before = (await serverOrders()).length;
  await context.setOffline(true);
  await expect(page.getByTestId('offline')).toBeVisible();
  await checkOut(page, { guest: true });
  await expect(page.getByTestId('notification').filter({ hasText: 'Order waiting!' })).toBeVisible();
  expect((await serverOrders()).length).toBe(before);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-orders-sent')).toHaveText('1 waiting order was sent.');
  expect((await serverOrders()).length).toBe(before + 1);
});
