import { expect, test } from './fixtures.ts';
import {
  addBySku,
  checkoutAsGuest,
  fillShipping,
  freshEmail,
  miniCartCount,
  notifications,
  openShop,
  simpleProduct,
  sql,
} from './shop-support.ts';

test.describe('checkout (accounts-content §2, commerce-core §4 placing an order)', () => {
  test('a guest buys end to end; the order row is in shop-api SQLite', async ({ page }) => {
    await openShop(page, simpleProduct.path);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(miniCartCount(page)).toHaveText('1');
    await expect(notifications(page).first()).toContainText('Product has been added to the cart!');
    const email = freshEmail();
    const orderNumber = await checkoutAsGuest(page, email);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(`Your order number is: ${orderNumber}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to shopping' })).toHaveAttribute('href', '/');
    await expect(miniCartCount(page)).toHaveText('0');
    const rows = sql<{ increment_id: string; email: string; data: string }>(
      'SELECT increment_id, email, data FROM orders WHERE increment_id = ?',
      orderNumber,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(email);
    expect(JSON.parse(rows[0]?.data ?? '{}').products[0].sku).toBe(simpleProduct.sku);
  });

  test('an add-to-cart click updates the mini cart count; the time is reported for the 150 ms budget (issue 9)', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    // The median of three clicks (the machine runs other suites too).
    const times: number[] = [];
    for (let click = 0; click < 3; click += 1) {
      times.push(
        await page.evaluate(async () => {
          const count = document.querySelector('[data-testid=minicart-count]')!;
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Add to cart',
          )!;
          const before = count.textContent;
          const start = performance.now();
          const changed = new Promise<number>((resolve) => {
            new MutationObserver(() => {
              if (count.textContent !== before) resolve(performance.now() - start);
            }).observe(count, { childList: true, characterData: true, subtree: true });
          });
          button.click();
          return changed;
        }),
      );
    }
    const took = [...times].sort((a, b) => a - b)[1] ?? Number.POSITIVE_INFINITY;
    console.log(`add-to-cart click → mini cart count: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
    test.info().annotations.push({ type: 'add-to-cart ms', description: took.toFixed(1) });
    // The budget is a reported figure, not an assertion: a timed assertion fails on a busy machine.
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
  });

  test('every checkout step shows its field messages with the error icon (accounts-content §5)', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await openShop(page, '/checkout');
    await page.check('#personal-createAccount');
    await page.fill('#personal-firstName', 'A');
    await page.fill('#personal-emailAddress', 'aino@');
    await page.fill('#personal-password', 'short');
    await page.fill('#personal-repeatPassword', 'other');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const personal = page.getByTestId('step-personalDetails');
    await expect(personal.getByText('First name must have at least 2 letters.')).toBeVisible();
    await expect(personal.getByText('Field is required')).toBeVisible();
    await expect(personal.getByText('Please provide valid e-mail address.')).toBeVisible();
    await expect(personal.getByText('Password must have at least 8 characters.')).toBeVisible();
    await expect(personal.getByText('Passwords must be identical.')).toBeVisible();
    await expect(personal.locator('.field--invalid .field__icon').first()).toBeVisible();
    await page.fill('#personal-firstName', 'Aino');
    await page.fill('#personal-lastName', 'Virtanen');
    await page.fill('#personal-emailAddress', freshEmail());
    await page.fill('#personal-password', 'secret-pass-1');
    await page.fill('#personal-repeatPassword', 'secret-pass-1');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.fill('#shipping-zipCode', '12');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const shipping = page.getByTestId('step-shipping');
    await expect(shipping.getByText('Zip-code must have at least 3 letters.')).toBeVisible();
    await expect(shipping.getByText('Field is required').first()).toBeVisible();
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.locator('input[name=paymentMethod]:checked')).toHaveCount(1);
    await page.check('#payment-generateInvoice');
    await page.fill('#payment-taxId', '12');
    await page.getByRole('button', { name: 'Go review the order' }).click();
    const payment = page.getByTestId('step-payment');
    await expect(payment.getByText('Tax identification number must have at least 3 letters.')).toBeVisible();
    await expect(payment.getByTestId('cod-info')).toContainText('Payment Information');
    await expect(payment.getByTestId('cod-info')).toContainText(
      'You are going to pay for this order upon delivery.',
    );
    await page.uncheck('#payment-generateInvoice');
    await page.getByRole('button', { name: 'Go review the order' }).click();
    await page.getByTestId('place-order').click();
    await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();
  });

  test('an empty cart cannot be checked out (accounts-content §5)', async ({ page }) => {
    await openShop(page, '/checkout');
    await expect(page.getByText('Shopping cart is empty before checkout')).toBeVisible();
  });

  test('the external checkout sends the browser to the external address (commerce-core §2)', async ({
    page,
  }) => {
    await openShop(page, '/');
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    await page.getByTestId('minicart-toggle').click();
    await page.getByTestId('go-to-checkout').click();
    await page.waitForURL(/\/vue\/cart\/sync\/token\/[^/]*\/cart\/[^/]+$/);
  });
});
