import { test as base, expect, type Page } from '@playwright/test';

/** Console messages a page may log without failing its test (the browser's own 404 line on a 404 page). */
export interface ConsoleAllowance {
  allowConsole: RegExp[];
}

/**
 * The suites' `test`: every console error and uncaught page error fails the test, unless the test
 * allows it (`test.use({ allowConsole: [/404/] })`).
 */
export const test = base.extend<ConsoleAllowance & { consoleErrors: string[] }>({
  allowConsole: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url ?? ''}`;
        if (!allowConsole.some((allowed) => allowed.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The value of `test.use({ allowConsole: allowingConsole(/404/, /500/) })`. Playwright reads an
 * array whose second entry is an object as `[value, options]`, so the patterns travel in that form.
 */
export function allowingConsole(...patterns: RegExp[]): RegExp[] {
  return [patterns, { option: true }] as unknown as RegExp[];
}

/** Opens a path and waits until React has hydrated the document (`data-hydrated` on <html>). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Waits for hydration: clicks before it would be lost or become full page loads. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
