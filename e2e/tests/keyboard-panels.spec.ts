import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addBySku, miniCartCount, openShop, simpleProduct } from './shop-support.ts';

/**
 * Issue 28.8: the menu, the mini cart and the sign-in modal work from the keyboard (accounts-content
 * §4 UI panels; WAI-ARIA Authoring Practices, dialog pattern): opening one moves focus into it,
 * Escape closes it, and focus goes back to the button that opened it.
 */

/** Is the focused element `panel` or inside it? */
const focusInside = (panel: Locator) => panel.evaluate((element) => element.contains(document.activeElement));

/** Opens a panel from its button with the keyboard (focus, Enter). */
async function openWithKeyboard(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
}

test.describe('issue 28.8: panels from the keyboard (accounts-content §4 UI panels)', () => {
  test('defect: Escape closes nothing and focus stays on the opener — the menu takes focus when opened, Escape closes it and focus returns to the Menu button', async ({
    page,
  }) => {
    await openShop(page, '/');
    const opener = page.getByTestId('shop-bar').getByRole('button', { name: 'Menu' });
    await openWithKeyboard(page, opener);
    const panel = page.getByTestId('sidebar');
    await expect(panel).toBeVisible();
    await expect.poll(() => focusInside(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('defect: Escape does not close the mini cart — it takes focus when opened, Escape closes it and focus returns to the cart button', async ({
    page,
  }) => {
    await openShop(page, simpleProduct.path);
    await addBySku(page, simpleProduct.sku);
    await expect(miniCartCount(page)).toHaveText('1');
    const opener = page.getByTestId('minicart-toggle');
    await openWithKeyboard(page, opener);
    const panel = page.getByTestId('microcart');
    await expect(panel).toBeVisible();
    await expect.poll(() => focusInside(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('defect: Escape does not close the sign-in modal — its e-mail field takes focus, Escape closes it and focus returns to Log in', async ({
    page,
  }) => {
    await openShop(page, '/');
    const opener = page.getByTestId('login-open');
    await openWithKeyboard(page, opener);
    const modal = page.getByTestId('auth-panel');
    await expect(modal).toBeVisible();
    await expect(modal.locator('input').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
