import { expect, test } from '@playwright/test';
import { serviceWorkerControls } from './offline-support.ts';
import { brandPorts, brandUrl } from './servers.ts';

/**
 * Installability per brand (issue 10), through Chromium's DevTools protocol: the brand's web app
 * manifest parses without errors, names the brand, and a service worker controls the page.
 * (Lighthouse has no PWA category any more.)
 */
test.use({ serviceWorkers: 'allow' });

for (const brand of Object.keys(brandPorts)) {
  test(`${brand} installs as its own app: manifest without errors, service worker in control`, async ({
    page,
    context,
  }) => {
    await page.goto(`${brandUrl(brand)}/`);
    await serviceWorkerControls(page, 20_000);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: Array<{ message: string }>;
      data?: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      start_url: string;
      display: string;
      icons: unknown[];
    };
    const brandJson = await fetch(`${brandUrl(brand)}/manifest.webmanifest`).then(
      (r) => r.json() as Promise<{ name: string }>,
    );
    expect(data.name).toBe(brandJson.name);
    expect(data.start_url).toBe('/');
    expect(data.display).toBe('standalone');
    expect(data.icons.length).toBeGreaterThan(0);
    const installability = (await cdp
      .send('Page.getInstallabilityErrors')
      .catch(() => ({ installabilityErrors: [] }))) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    console.log(`${brand}: installability errors ${JSON.stringify(installability.installabilityErrors)}`);
    expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });
}
