import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DeepPartial, loadShopConfig, type ShopConfig } from '@kauppa/config';
import { importVsf1Config } from '@kauppa/config/import-vsf1';
import { endpoints } from '@kauppa/contract/schemas';
import { describe, expect, it } from 'vitest';
import { runKauppa } from './commands.ts';

/*
 * `pnpm kauppa import-vsf1-config local.json > kauppa.json` (issue 27, bring your VSF1
 * configuration): the configuration on stdout, the settings not carried over on stderr.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = 'packages/config/test/fixtures/vsf1';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--conditions=@kauppa/source', 'tooling/cli/src/kauppa.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: root },
  });

const memoryIo = (files: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      readFile: (path: string) => {
        const text = files[path];
        if (text === undefined) throw new Error('ENOENT: no such file');
        return text;
      },
      stdout: (text: string) => out.push(text),
      stderr: (text: string) => err.push(text),
      cwd: '/shop',
    },
  };
};

describe('kauppa import-vsf1-config', () => {
  it("writes a team's whole config/local.json as a configuration that validates (stdout)", () => {
    const result = run('import-vsf1-config', `${fixtures}/team-local.json`);
    expect(result.status).toBe(0);
    const config = JSON.parse(result.stdout) as DeepPartial<ShopConfig>;
    expect(loadShopConfig({ server: config, source: 'kauppa.json' }).api.searchIndex).toBe(
      'akkukauppa_catalog',
    );
  });

  it('names every setting it cannot carry over on stderr, with the reason', () => {
    const { stderr } = run('import-vsf1-config', `${fixtures}/team-local.json`);
    expect(stderr).toContain('localForage: ');
    expect(stderr).not.toContain('products.priceFilterKey');
  });

  it("says that Kauppa's default store views stay when the file's store views are others", () => {
    const { stderr } = run('import-vsf1-config', `${fixtures}/multistore-local.json`);
    expect(stderr).toContain("Kauppa's defaults define the store views de, it");
  });

  it("says when the file has no elasticsearch.apiVersion (it is vue-storefront-api's setting)", () => {
    const { io, err } = memoryIo({ '/shop/local.json': '{}' });
    runKauppa(['import-vsf1-config', 'local.json'], io);
    expect(err.join('')).toContain(
      'the file has no elasticsearch.apiVersion; api.elasticsearchVersion stays 5',
    );
  });

  it('reads a relative path from where the command was run', () => {
    const { io, out } = memoryIo({ '/shop/config/local.json': '{"elasticsearch":{"index":"vsf"}}' });
    expect(runKauppa(['import-vsf1-config', 'config/local.json'], io)).toBe(0);
    expect(JSON.parse(out.join(''))).toEqual({ api: { searchIndex: 'vsf' } });
  });

  it('fails with exit code 1 naming a file it cannot read', () => {
    const { io, err } = memoryIo({});
    expect(runKauppa(['import-vsf1-config', 'missing.json'], io)).toBe(1);
    expect(err.join('')).toContain('Cannot read missing.json');
  });

  it('fails with exit code 1 on a file that is not JSON, writing nothing to stdout', () => {
    const { io, out, err } = memoryIo({ '/shop/local.json': '{ nope' });
    expect(runKauppa(['import-vsf1-config', 'local.json'], io)).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('')).toContain('local.json is not JSON');
  });

  it('answers an unknown command with the usage and exit code 2', () => {
    const { io, err } = memoryIo({});
    expect(runKauppa(['import-config'], io)).toBe(2);
    expect(err.join('')).toContain('Unknown command import-config');
  });
});

describe("the importer's endpoint rules and @kauppa/contract", () => {
  const endpointSettings = {
    cart: Object.fromEntries(
      [
        'create',
        'updateitem',
        'deleteitem',
        'pull',
        'totals',
        'paymentmethods',
        'shippingmethods',
        'shippinginfo',
        'collecttotals',
        'deletecoupon',
        'applycoupon',
      ].map((name) => [`${name}_endpoint`, `/api/custom/cart-${name}`]),
    ),
    orders: { endpoint: '/api/custom/order' },
    stock: { endpoint: '/api/custom/stock' },
    users: Object.fromEntries(
      [
        'login',
        'create',
        'resetPassword',
        'createPassword',
        'refresh',
        'me',
        'changePassword',
        'history',
      ].map((name) => [`${name}_endpoint`, `/api/custom/user-${name}`]),
    ),
    reviews: { create_endpoint: '/api/custom/review' },
    newsletter: { endpoint: '/api/custom/newsletter' },
  };

  it('every call it names in api.endpoints is a call of the contract', () => {
    const names = Object.keys(importVsf1Config(endpointSettings).config.api?.endpoints ?? {});
    expect(names.length).toBe(27);
    for (const name of names) expect(Object.keys(endpoints)).toContain(name);
  });

  it("the platform's own paths (as config/default.json names them) are the contract's default paths: nothing is written", () => {
    const platform = JSON.parse(readFileSync(`${root}${fixtures}/team-local.json`, 'utf8')) as Record<
      string,
      unknown
    >;
    expect(importVsf1Config(platform).config.api?.endpoints).toBeUndefined();
    // And each of the contract's calls the importer knows answers at the path the importer assumes.
    const paths = Object.fromEntries(Object.entries(endpoints).map(([name, def]) => [name, def.path]));
    expect(paths).toMatchObject({
      'cart.create': 'cart/create',
      'cart.applyCoupon': 'cart/apply-coupon',
      'order.place': 'order',
      'stock.list': 'stock/list',
      'user.orderHistory': 'user/order-history',
      'review.create': 'review/create',
      'newsletter.subscribe': 'ext/mailchimp-subscribe/subscribe',
    });
  });
});
