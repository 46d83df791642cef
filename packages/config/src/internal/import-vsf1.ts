import { loadShopConfig } from './load.ts';
import type { DeepPartial } from './merge.ts';
import type { ShopConfig } from './schema.ts';

/*
 * "Bring your VSF1 configuration" (issue 27): the Kauppa server configuration (the JSON file named
 * by KAUPPA_SERVER_CONFIG) from a vue-storefront 1.12 `config/local.json`. The rules below read the
 * client's settings as vuestorefront/vue-storefront v1.12.3 `config/default.json` documents them;
 * every setting of the file that no rule carries over is named, with the reason, in `notCarried`.
 */

/** A setting of the vue-storefront 1 configuration that Kauppa's configuration cannot express. */
export interface NotCarried {
  /** The setting's dotted path in `local.json` (`storeViews.de.seo`, `localForage`). */
  setting: string;
  /** Why it is not carried over, and what Kauppa does instead. */
  reason: string;
}

/** The result of {@link importVsf1Config}. */
export interface Vsf1ConfigImport {
  /** The Kauppa server configuration: merged over Kauppa's defaults, it validates. */
  config: DeepPartial<ShopConfig>;
  /** Every setting of the input that was not carried over, in the input's order. */
  notCarried: NotCarried[];
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
const isStr = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isPosInt = (value: unknown): value is number => isInt(value) && value > 0;
const isNum = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCountry = (value: unknown): value is string => isStr(value) && /^[A-Za-z]{2}$/.test(value);
const isCurrency = (value: unknown): value is string => isStr(value) && /^[A-Za-z]{3}$/.test(value);
const isLocale = (value: unknown): value is string => isStr(value) && value.length >= 2;
const isEmpty = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (isObj(value) && Object.keys(value).length === 0);

const at = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), root);

/** Kauppa's calls and their default paths (`endpoints` of @kauppa/contract), by VSF1 setting. */
const endpointSettings: ReadonlyArray<{ setting: string; calls: ReadonlyArray<[string, string]> }> = [
  { setting: 'cart.create_endpoint', calls: [['cart.create', 'cart/create']] },
  { setting: 'cart.updateitem_endpoint', calls: [['cart.update', 'cart/update']] },
  { setting: 'cart.deleteitem_endpoint', calls: [['cart.delete', 'cart/delete']] },
  { setting: 'cart.pull_endpoint', calls: [['cart.pull', 'cart/pull']] },
  { setting: 'cart.totals_endpoint', calls: [['cart.totals', 'cart/totals']] },
  { setting: 'cart.paymentmethods_endpoint', calls: [['cart.paymentMethods', 'cart/payment-methods']] },
  { setting: 'cart.shippingmethods_endpoint', calls: [['cart.shippingMethods', 'cart/shipping-methods']] },
  {
    setting: 'cart.shippinginfo_endpoint',
    calls: [['cart.shippingInformation', 'cart/shipping-information']],
  },
  { setting: 'cart.collecttotals_endpoint', calls: [['cart.collectTotals', 'cart/collect-totals']] },
  { setting: 'cart.deletecoupon_endpoint', calls: [['cart.deleteCoupon', 'cart/delete-coupon']] },
  { setting: 'cart.applycoupon_endpoint', calls: [['cart.applyCoupon', 'cart/apply-coupon']] },
  { setting: 'orders.endpoint', calls: [['order.place', 'order']] },
  {
    setting: 'stock.endpoint',
    calls: [
      ['stock.check', 'stock/check'],
      ['stock.list', 'stock/list'],
    ],
  },
  { setting: 'users.login_endpoint', calls: [['user.login', 'user/login']] },
  { setting: 'users.create_endpoint', calls: [['user.create', 'user/create']] },
  { setting: 'users.resetPassword_endpoint', calls: [['user.resetPassword', 'user/reset-password']] },
  { setting: 'users.createPassword_endpoint', calls: [['user.createPassword', 'user/create-password']] },
  { setting: 'users.refresh_endpoint', calls: [['user.refresh', 'user/refresh']] },
  {
    setting: 'users.me_endpoint',
    calls: [
      ['user.me', 'user/me'],
      ['user.updateMe', 'user/me'],
    ],
  },
  { setting: 'users.changePassword_endpoint', calls: [['user.changePassword', 'user/change-password']] },
  { setting: 'users.history_endpoint', calls: [['user.orderHistory', 'user/order-history']] },
  { setting: 'reviews.create_endpoint', calls: [['review.create', 'review/create']] },
  {
    setting: 'newsletter.endpoint',
    calls: [
      ['newsletter.status', 'ext/mailchimp-subscribe/subscribe'],
      ['newsletter.subscribe', 'ext/mailchimp-subscribe/subscribe'],
      ['newsletter.unsubscribe', 'ext/mailchimp-subscribe/subscribe'],
    ],
  },
];

/** The stock endpoint is a base: VSF1 appends `/check` and `/list` (core/modules/catalog/store/stock). */
const baseEndpoints = new Set(['stock.endpoint']);

/** Whole sections of the VSF1 configuration that belong to its own front end, with the reason. */
const frontEndOnly: ReadonlyArray<[string, string]> = [
  ['localForage', "Kauppa's browser storage is IndexedDB through @kauppa/storage, not localForage drivers."],
  ['syncTasks', "Kauppa's network task queue is always persisted (@kauppa/task-queue); there is no switch."],
  [
    'redis',
    "Kauppa's shared output cache takes its Redis from the storefront's environment (docs/deploy.md).",
  ],
  ['console', 'Kauppa has no log verbosity setting.'],
  ['initialResources', "Kauppa's storefront bundles load their own code; there is no prefetch list."],
  ['staticPages', 'Kauppa renders no static pages.'],
  ['install', "vue-storefront 1's installer setting."],
  ['demomode', "vue-storefront 1's demo mode."],
  ['theme', "Kauppa's look comes from brands/<id>/brand.json, not a theme package."],
  ['analytics', 'Kauppa has no Google Analytics integration (integrations.tagManager is its tag manager).'],
  ['hotjar', 'Kauppa has no Hotjar integration.'],
  ['query', "Kauppa's home lists are fixed by the spec (catalog.homeLists), not named queries."],
  [
    'fastly',
    'Kauppa has no CDN purge integration; rendered pages expire after server.outputCacheTtlSeconds.',
  ],
  ['nginx', 'Kauppa has no CDN purge integration; rendered pages expire after server.outputCacheTtlSeconds.'],
  [
    'varnish',
    'Kauppa has no CDN purge integration; rendered pages expire after server.outputCacheTtlSeconds.',
  ],
  [
    'cloudflare',
    'Kauppa has no CDN purge integration; rendered pages expire after server.outputCacheTtlSeconds.',
  ],
  [
    'purgeConfig',
    "Kauppa sends the browser no configuration secrets to purge: the server's file is read on the server.",
  ],
  ['attributes', 'Kauppa keeps no persistent attribute cache switch.'],
  ['images', 'Kauppa has no image base URL setting: product images are read from the API.'],
  [
    'urlModule',
    "Kauppa's url dispatcher reads the catalogue index (urls.dispatch), not the url module endpoint.",
  ],
  [
    'cms',
    "Kauppa reads CMS pages and blocks from the catalogue index (cms_page, cms_block), not through the cms-data extension's endpoints.",
  ],
  [
    'entities.optimize',
    'Kauppa asks the fields its pages need (its own field lists in @kauppa/pages and @kauppa/search-query); it takes no field lists.',
  ],
  [
    'entities.optimizeShoppingCart',
    'Kauppa sends Magento only the fields of a cart line it accepts; there is no switch.',
  ],
  [
    'entities.optimizeShoppingCartOmitFields',
    'Kauppa sends Magento only the fields of a cart line it accepts; there is no list.',
  ],
  [
    'entities.productList',
    "Kauppa's product lists ask a product tile's fields (listFields of @kauppa/pages), a list the core needs and no setting; the list sort is catalog.defaultSort (from products.defaultSortBy).",
  ],
  [
    'entities.productListWithChildren',
    "Kauppa's product lists ask a product tile's fields (listFields of @kauppa/pages), a list the core needs and no setting.",
  ],
  ['entities.product', 'Kauppa reads a whole product document on the product page; it takes no field lists.'],
  ['entities.attribute', 'Kauppa asks the attribute fields it needs; it takes no field lists.'],
  ['entities.review', 'Kauppa asks the review fields it needs; it takes no field lists.'],
  ['products.fieldsToCompact', 'Kauppa does not ask compact answers (response_format=compact).'],
  ['products.fieldsToCompress', 'Kauppa does not ask compact answers (response_format=compact).'],
];

const NO_SETTING = 'Kauppa has no setting for it.';

/**
 * Converts a vue-storefront 1.12 `config/local.json` (the client's configuration, parsed) to the
 * Kauppa server configuration, and names every setting it cannot carry over. Pure: no I/O.
 *
 * @example
 * const { config, notCarried } = importVsf1Config(JSON.parse(readFileSync('config/local.json', 'utf8')));
 * writeFileSync('kauppa.json', JSON.stringify(config, null, 2));
 * for (const { setting, reason } of notCarried) console.error(`${setting}: ${reason}`);
 */
export function importVsf1Config(vsf1: unknown): Vsf1ConfigImport {
  if (!isObj(vsf1)) throw new TypeError('A vue-storefront 1 configuration is a JSON object.');
  const importer = new Importer(vsf1);
  importer.run();
  const config = importer.out as DeepPartial<ShopConfig>;
  // The result validates with Kauppa's own schema (merged over the defaults, as the storefront
  // loads it); a rule that wrote a wrong value throws here, naming the field.
  loadShopConfig({ server: config, source: 'the imported vue-storefront 1 configuration' });
  return { config, notCarried: importer.notCarried };
}

class Importer {
  readonly out: Obj = {};
  readonly notCarried: NotCarried[] = [];
  private readonly handled = new Set<string>();
  private readonly apiPrefix: string;
  private readonly apiOrigin: string;
  private readonly root: Obj;

  constructor(root: Obj) {
    this.root = root;
    const api = at(root, 'api.url');
    this.apiOrigin = isStr(api) ? api.replace(/\/+$/, '') : '';
    // The platform's routes live under the API's `/api` (vue-storefront-api src/index.ts); VSF1
    // names it in `elasticsearch.host` (`/api/catalog`) and in every `*_endpoint`.
    const host = at(root, 'elasticsearch.host');
    const prefix = isStr(host) ? /^(.*)\/catalog\/?$/.exec(host)?.[1] : undefined;
    this.apiPrefix = prefix ?? '/api';
  }

  run(): void {
    this.api();
    this.search();
    this.storeViews();
    this.tax();
    this.i18n();
    this.cart();
    this.catalog();
    this.orders();
    this.users();
    this.endpoints();
    this.rest();
    this.leftovers(this.root, []);
  }

  // ---- helpers -------------------------------------------------------------------------------

  private set(path: ReadonlyArray<string>, value: unknown): void {
    let node = this.out;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (isObj(next)) {
        node = next;
      } else {
        const created: Obj = {};
        node[key] = created;
        node = created;
      }
    }
    node[path[path.length - 1] as string] = value;
  }

  /** Marks a setting as read; when it is there, names it as not carried over. */
  private drop(setting: string, reason: string): void {
    this.handled.add(setting);
    if (at(this.root, setting) !== undefined) this.notCarried.push({ setting, reason });
  }

  /** Marks a setting as read; when it is there and `valid`, writes it at `to`, else names it. */
  private carry<T>(
    setting: string,
    to: string,
    valid: (value: unknown) => value is T,
    expected: string,
    convert: (value: T) => unknown = (value) => value,
  ): void {
    this.handled.add(setting);
    const value = at(this.root, setting);
    if (value === undefined) return;
    if (!valid(value)) {
      this.notCarried.push({ setting, reason: `${JSON.stringify(value)} is not ${expected}.` });
      return;
    }
    this.set(to.split('.'), convert(value));
  }

  /** A setting whose value Kauppa always has: nothing to carry when it matches, else named. */
  private matches(setting: string, same: (value: unknown) => boolean, reason: string): void {
    this.handled.add(setting);
    const value = at(this.root, setting);
    if (value === undefined || same(value)) return;
    this.notCarried.push({ setting, reason });
  }

  /** The path of a VSF1 endpoint relative to Kauppa's API base (`/api/cart/create?token=` → `cart/create`). */
  private apiPath(url: string): string | undefined {
    const path = url.split('?')[0] ?? '';
    const prefixes = [`${this.apiOrigin}${this.apiPrefix}/`, `${this.apiPrefix}/`];
    const prefix = prefixes.find((p) => p !== '/' && path.startsWith(p));
    if (prefix === undefined) return undefined;
    const relative = path.slice(prefix.length).replace(/\/+$/, '');
    return relative && !relative.includes('{{') ? relative : undefined;
  }

  // ---- the rules -----------------------------------------------------------------------------

  /** api.url + the API prefix → api.url; products.endpoint → api.productsEndpoint. */
  private api(): void {
    this.handled.add('api.url');
    this.handled.add('elasticsearch.host');
    const absolute = /^https?:\/\//.test(this.apiPrefix);
    if (this.apiOrigin || absolute) {
      this.set(['api', 'url'], absolute ? this.apiPrefix : `${this.apiOrigin}${this.apiPrefix}`);
    }
    const host = at(this.root, 'elasticsearch.host');
    if (isStr(host) && !/\/catalog\/?$/.test(host)) {
      this.notCarried.push({
        setting: 'elasticsearch.host',
        reason: `Kauppa searches through the API's catalog route (api.url + /catalog); ${JSON.stringify(host)} is not one.`,
      });
    }
    this.drop('api.saveBandwidthOverCache', 'Kauppa asks each answer whole; it has no such switch.');
    const products = at(this.root, 'products.endpoint');
    this.handled.add('products.endpoint');
    if (isStr(products)) {
      const path = this.apiPath(products);
      if (path) this.set(['api', 'productsEndpoint'], path);
      else
        this.notCarried.push({
          setting: 'products.endpoint',
          reason: `${products} is not under the API base (${this.apiPrefix}).`,
        });
    }
    const adapter = at(this.root, 'server.api');
    this.handled.add('server.api');
    if (adapter === 'api' || adapter === 'graphql') this.set(['api', 'searchAdapter'], adapter);
    else if (adapter !== undefined)
      this.notCarried.push({
        setting: 'server.api',
        reason: `Kauppa's search adapters are api and graphql.`,
      });
    // GraphQL is served beside the API (vue-storefront-api src/index.ts: /graphql); Kauppa reaches
    // it at api.graphqlPath relative to the API base.
    const gql = at(this.root, 'graphql');
    this.handled.add('graphql');
    if (isObj(gql) && adapter === 'graphql') {
      const origin = this.apiOrigin ? new URL(this.apiOrigin) : undefined;
      const same =
        origin !== undefined &&
        (gql.host === undefined || gql.host === origin.hostname) &&
        (gql.port === undefined ||
          String(gql.port) === (origin.port || (origin.protocol === 'https:' ? '443' : '80')));
      if (!same)
        this.notCarried.push({
          setting: 'graphql',
          reason: `Kauppa reaches GraphQL beside the API (api.graphqlPath, ../graphql); set api.graphqlPath if yours is at ${String(gql.host)}:${String(gql.port)}.`,
        });
    }
  }

  /** elasticsearch.* → api.searchIndex, api.searchMethod, api.timeouts, api.elasticsearchVersion, search.*. */
  private search(): void {
    this.carry('elasticsearch.index', 'api.searchIndex', isStr, 'an index name');
    this.carry(
      'elasticsearch.queryMethod',
      'api.searchMethod',
      (v): v is string => isStr(v) && ['GET', 'POST'].includes(v.toUpperCase()),
      'GET or POST',
      (v) => v.toUpperCase(),
    );
    this.carry('elasticsearch.csrTimeout', 'api.timeouts.clientMs', isInt, 'a time in ms');
    this.carry('elasticsearch.ssrTimeout', 'api.timeouts.serverMs', isInt, 'a time in ms');
    // vue-storefront-api's elasticsearch.apiVersion ('5.6', '7.1'): Kauppa knows 5 and 7.
    this.carry(
      'elasticsearch.apiVersion',
      'api.elasticsearchVersion',
      (v): v is string | number => ['5', '7'].includes(String(v).split('.')[0] ?? ''),
      'an Elasticsearch 5 or 7 version (Kauppa runs on those two)',
      (v) => Number(String(v).split('.')[0]),
    );
    this.carry('elasticsearch.min_score', 'search.minScore', isNum, 'a score');
    this.matches(
      'elasticsearch.httpAuth',
      isEmpty,
      'Kauppa searches through the API, never Elasticsearch itself: no credentials.',
    );
    this.drop(
      'elasticsearch.disablePersistentQueriesCache',
      "Kauppa has no switch for the browser's cache of search answers alone (localCache.disablePersistentCaching turns off all of it).",
    );
    const scoring: ReadonlyArray<[string, string, (v: unknown) => boolean, string]> = [
      ['fuzziness', 'fuzziness', (v) => isInt(v) || v === 'AUTO', 'a whole number or AUTO'],
      ['cutoff_frequency', 'cutoffFrequency', isNum, 'a frequency'],
      ['max_expansions', 'maxExpansions', isPosInt, 'a positive whole number'],
      ['minimum_should_match', 'minimumShouldMatch', (v) => isStr(v) || isInt(v), 'a text or number'],
      ['prefix_length', 'prefixLength', isInt, 'a whole number'],
      ['tie_breaker', 'tieBreaker', isNum, 'a number'],
      ['boost_mode', 'boostMode', isStr, 'a mode'],
      ['score_mode', 'scoreMode', isStr, 'a mode'],
      ['max_boost', 'maxBoost', isNum, 'a number'],
      ['function_min_score', 'minScore', isNum, 'a score'],
      ['operator', 'operator', (v) => v === 'or' || v === 'and', 'or or and'],
    ];
    for (const [from, to, valid, expected] of scoring) {
      this.carry(
        `elasticsearch.searchScoring.${from}`,
        `search.queryDefaults.${to}`,
        valid as (v: unknown) => v is unknown,
        expected,
        (v) => (to === 'minimumShouldMatch' ? String(v) : v),
      );
    }
    this.drop(
      'elasticsearch.searchScoring.attributes',
      'Kauppa scores no attribute values: its text search boosts fields (search.boosts).',
    );
    this.handled.add('elasticsearch.searchableAttributes');
    const searchable = at(this.root, 'elasticsearch.searchableAttributes');
    if (isObj(searchable)) {
      for (const [field, value] of Object.entries(searchable)) {
        const boost = isObj(value) ? value.boost : undefined;
        if (isNum(boost)) this.set(['search', 'boosts', field], boost);
        else
          this.notCarried.push({
            setting: `elasticsearch.searchableAttributes.${field}`,
            reason: 'Kauppa reads a searchable attribute as its boost ({ "boost": n }).',
          });
      }
    }
  }

  /** storeViews.* and defaultStoreCode → storeViews (store views named in mapStoreUrlsFor). */
  private storeViews(): void {
    this.carry('defaultStoreCode', 'storeViews.defaultStoreCode', isStr, 'a store code');
    this.carry('storeViews.multistore', 'storeViews.multistore', isBool, 'true or false');
    this.drop(
      'storeViews.commonCache',
      "Kauppa's output cache keys each store view's pages by their own URL; there is no shared cache switch.",
    );
    this.handled.add('storeViews.mapStoreUrlsFor');
    const views = at(this.root, 'storeViews');
    if (!isObj(views)) return;
    const mapped = Array.isArray(views.mapStoreUrlsFor) ? views.mapStoreUrlsFor.filter(isStr) : undefined;
    for (const code of mapped ?? []) {
      if (!isObj(views[code]))
        this.notCarried.push({
          setting: 'storeViews.mapStoreUrlsFor',
          reason: `names ${code}, which has no storeViews.${code}.`,
        });
    }
    for (const [code, view] of Object.entries(views)) {
      if (['multistore', 'commonCache', 'mapStoreUrlsFor'].includes(code) || !isObj(view)) continue;
      this.handled.add(`storeViews.${code}`);
      if (mapped && !mapped.includes(code)) {
        this.notCarried.push({
          setting: `storeViews.${code}`,
          reason:
            'Not in storeViews.mapStoreUrlsFor: vue-storefront 1 serves no URLs for it, while Kauppa serves every store view of its configuration under its code, so it is not carried over.',
        });
        continue;
      }
      this.storeView(code, view, views);
    }
  }

  private resolveView(view: Obj, views: Obj, seen: Set<Obj> = new Set()): Obj {
    // A store view may `extend` another (vue-storefront core/lib/multistore.ts): the other's
    // settings, then its own.
    const base = isStr(view.extend) ? views[view.extend] : undefined;
    if (!isObj(base) || seen.has(base)) return view;
    seen.add(view);
    return deepMerge(this.resolveView(base, views, seen), view);
  }

  private storeView(code: string, own: Obj, views: Obj): void {
    const view = this.resolveView(own, views);
    const setting = `storeViews.${code}`;
    // vue-storefront merges a store view over the whole configuration (core/lib/multistore.ts
    // prepareStoreView): what the view does not set, it has from the root's i18n and tax.
    const i18n = { ...(isObj(this.root.i18n) ? this.root.i18n : {}), ...(isObj(view.i18n) ? view.i18n : {}) };
    const tax = { ...(isObj(this.root.tax) ? this.root.tax : {}), ...(isObj(view.tax) ? view.tax : {}) };
    const storeId = view.storeId;
    const problems: string[] = [];
    if (!isInt(storeId)) problems.push('storeId is no whole number');
    if (!isLocale(i18n.defaultLocale)) problems.push('i18n.defaultLocale is missing');
    if (!isCountry(i18n.defaultCountry)) problems.push('i18n.defaultCountry is no two-letter country');
    if (!isCurrency(i18n.currencyCode)) problems.push('i18n.currencyCode is no three-letter currency');
    if (!isStr(i18n.currencySign) || !i18n.currencySign) problems.push('i18n.currencySign is missing');
    if (!isCountry(tax.defaultCountry)) problems.push('tax.defaultCountry is no two-letter country');
    if (problems.length) {
      this.notCarried.push({
        setting,
        reason: `The store view cannot be carried over: ${problems.join(', ')}.`,
      });
      return;
    }
    const index = isObj(view.elasticsearch) ? view.elasticsearch.index : undefined;
    this.set(['storeViews', 'stores', code], {
      storeCode: isStr(view.storeCode) && view.storeCode ? view.storeCode : code,
      storeId,
      name: isStr(view.name) && view.name ? view.name : code,
      url: isStr(view.url) ? view.url : `/${code}`,
      i18n: {
        defaultLocale: i18n.defaultLocale,
        defaultCountry: String(i18n.defaultCountry).toUpperCase(),
        defaultLanguage: language(i18n.defaultLanguage, i18n.defaultLocale as string),
        currencyCode: String(i18n.currencyCode).toUpperCase(),
        currencySign: i18n.currencySign,
      },
      tax: { defaultCountry: String(tax.defaultCountry).toUpperCase() },
      ...(isStr(index) && index ? { searchIndex: index } : {}),
    });
    // What the view itself says beyond that.
    for (const [key, value] of Object.entries(own)) {
      const path = `${setting}.${key}`;
      if (['extend', 'storeCode', 'storeId', 'name', 'url', 'disabled'].includes(key)) {
        if (key === 'disabled' && value === true)
          this.notCarried.push({
            setting: path,
            reason: 'Kauppa has no disabled store views: the view is carried over.',
          });
        continue;
      }
      if (key === 'appendStoreCode') {
        if (value === false)
          this.notCarried.push({
            setting: path,
            reason: 'Kauppa always serves a store view under its code (/de/…).',
          });
        continue;
      }
      if (key === 'elasticsearch' && isObj(value)) {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'index') continue;
          if (k === 'host' && v === at(this.root, 'elasticsearch.host')) continue;
          this.notCarried.push({
            setting: `${path}.${k}`,
            reason:
              k === 'host'
                ? 'Kauppa reaches every store view through the one API (api.url); only the index differs by store view.'
                : NO_SETTING,
          });
        }
        continue;
      }
      if (key === 'i18n' && isObj(value)) {
        for (const k of Object.keys(value)) {
          if (
            ['defaultLocale', 'defaultCountry', 'defaultLanguage', 'currencyCode', 'currencySign'].includes(k)
          )
            continue;
          this.notCarried.push({
            setting: `${path}.${k}`,
            reason:
              "Kauppa's store views have their locale, country, language and currency; the rest is the shop's (i18n).",
          });
        }
        continue;
      }
      if (key === 'tax' && isObj(value)) {
        for (const [k, v] of Object.entries(value)) {
          if (k === 'defaultCountry') continue;
          if (v === at(this.root, `tax.${k}`)) continue;
          this.notCarried.push({
            setting: `${path}.${k}`,
            reason: `Kauppa's store views have their own tax.defaultCountry only; the shop's tax.${k} applies to every view.`,
          });
        }
        continue;
      }
      this.notCarried.push({
        setting: path,
        reason:
          key === 'seo' ? "Kauppa's page titles come from the brand (brands/<id>/brand.json)." : NO_SETTING,
      });
    }
  }

  /** tax.* → tax.*. */
  private tax(): void {
    this.carry('tax.defaultCountry', 'tax.defaultCountry', isCountry, 'a two-letter country', (v) =>
      v.toUpperCase(),
    );
    for (const key of [
      'sourcePriceIncludesTax',
      'calculateServerSide',
      'finalPriceIncludesTax',
      'useOnlyDefaultUserGroupId',
    ]) {
      this.carry(`tax.${key}`, `tax.${key}`, isBool, 'true or false');
    }
    // The index holds the prices Magento holds: with tax when the source prices include it, so the
    // shown gross price ranges are then asked of the index as they are (issue 27.6).
    const sourceIncludesTax = at(this.root, 'tax.sourcePriceIncludesTax');
    if (isBool(sourceIncludesTax)) this.set(['catalog', 'priceIndexIncludesTax'], sourceIncludesTax);
    this.handled.add('tax.userGroupId');
    const group = at(this.root, 'tax.userGroupId');
    if (isInt(group)) this.set(['tax', 'userGroupId'], group);
    else if (group !== undefined && group !== null)
      this.notCarried.push({
        setting: 'tax.userGroupId',
        reason: `${JSON.stringify(group)} is not a customer group id.`,
      });
    this.matches(
      'tax.defaultRegion',
      isEmpty,
      "Kauppa's tax reads a country, not a region: rates by region are not applied.",
    );
    this.matches(
      'tax.deprecatedPriceFieldsSupport',
      (v) => v === false,
      'Kauppa fills only the current price fields (price_incl_tax, final_price_incl_tax…), not the deprecated priceInclTax ones.',
    );
  }

  /** i18n.* → i18n.*. */
  private i18n(): void {
    const locale = at(this.root, 'i18n.defaultLocale');
    this.carry('i18n.defaultLocale', 'i18n.defaultLocale', isLocale, 'a locale');
    this.carry('i18n.defaultCountry', 'i18n.defaultCountry', isCountry, 'a two-letter country', (v) =>
      v.toUpperCase(),
    );
    this.carry('i18n.defaultLanguage', 'i18n.defaultLanguage', isLocale, 'a language', (v) =>
      language(v, isStr(locale) ? locale : ''),
    );
    this.carry('i18n.currencyCode', 'i18n.currencyCode', isCurrency, 'a three-letter currency', (v) =>
      v.toUpperCase(),
    );
    this.carry(
      'i18n.currencySign',
      'i18n.currencySign',
      (v): v is string => isStr(v) && v !== '',
      'a currency sign',
    );
    this.carry(
      'i18n.availableLocale',
      'i18n.languages',
      (v): v is string[] => Array.isArray(v) && v.length > 0 && v.every(isLocale),
      'a list of locales',
    );
    this.carry(
      'i18n.dateFormat',
      'i18n.priceFormat.dateFormat',
      (v): v is string => isStr(v) && v !== '',
      'a date format',
    );
    const digits = at(this.root, 'i18n.fractionDigits');
    this.carry('i18n.fractionDigits', 'i18n.priceFormat.decimals', isInt, 'a whole number');
    // i18n.priceFormat ('{sign}{amount}') → the pattern ('¤#,##0.00'), with fractionDigits decimals.
    this.handled.add('i18n.priceFormat');
    const format = at(this.root, 'i18n.priceFormat');
    if (isStr(format)) {
      const rest = format.replace('{sign}', '').replace('{amount}', '');
      if (format.includes('{amount}') && !rest.includes('{')) {
        const number = `#,##0${isInt(digits) && digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
        this.set(
          ['i18n', 'priceFormat', 'pattern'],
          format.replace('{sign}', '¤').replace('{amount}', number),
        );
      } else {
        this.notCarried.push({
          setting: 'i18n.priceFormat',
          reason: 'Kauppa reads a price format of {sign} and {amount} only.',
        });
      }
    }
    for (const key of ['currencyDecimal', 'currencyGroup']) {
      this.matches(
        `i18n.${key}`,
        isEmpty,
        'Kauppa takes the decimal and group separators from the locale (Intl); it has no setting for them.',
      );
    }
    for (const key of ['fullCountryName', 'fullLanguageName']) {
      this.drop(
        `i18n.${key}`,
        'Kauppa names countries and languages from the locale; it has no setting for them.',
      );
    }
    this.drop(
      'i18n.bundleAllStoreviewLanguages',
      "Kauppa's storefront loads the active language's texts only; there is no switch.",
    );
  }

  /** cart.*, queues.* → cart.*, queues.*; cart.thumbnails → catalog.thumbnails.cart. */
  private cart(): void {
    const direct: ReadonlyArray<[string, string]> = [
      ['serverMergeByDefault', 'serverMergeByDefault'],
      ['serverSyncCanRemoveLocalItems', 'serverSyncCanRemoveLocalItems'],
      ['serverSyncCanModifyLocalItems', 'serverSyncCanModifyLocalItems'],
      ['synchronize', 'synchronize'],
      ['synchronize_totals', 'synchronizeTotals'],
      ['askBeforeRemoveProduct', 'askBeforeRemoveProduct'],
      ['displayItemDiscounts', 'displayItemDiscounts'],
    ];
    for (const [from, to] of direct) this.carry(`cart.${from}`, `cart.${to}`, isBool, 'true or false');
    this.carry(
      'cart.minicartCountType',
      'cart.minicartCountType',
      (v): v is string => v === 'quantities' || v === 'items',
      'quantities or items',
    );
    this.carry('cart.thumbnails', 'catalog.thumbnails.cart', isSize, 'a { width, height }');
    for (const key of ['setCustomProductOptions', 'setConfigurableProductOptions']) {
      this.matches(
        `cart.${key}`,
        (v) => v === true,
        "Kauppa always sends a cart line's chosen options; there is no switch.",
      );
    }
    this.carry('queues.maxNetworkTaskAttempts', 'queues.maxNetworkTaskAttempts', isInt, 'a whole number');
    this.carry('queues.maxCartBypassAttempts', 'cart.maxBypassAttempts', isInt, 'a whole number');
  }

  /** products.*, entities.*, usePriceTiers, useZeroPriceProduct, seo.useUrlDispatcher → catalog.*, urls.*. */
  private catalog(): void {
    this.carry('products.listOutOfStockProducts', 'catalog.listOutOfStockProducts', isBool, 'true or false');
    this.carry(
      'products.preventConfigurableChildrenDirectAccess',
      'catalog.preventConfigurableChildrenDirectAccess',
      isBool,
      'true or false',
    );
    this.carry('usePriceTiers', 'catalog.usePriceTiers', isBool, 'true or false');
    this.carry('useZeroPriceProduct', 'catalog.zeroPriceProductsAllowed', isBool, 'true or false');
    // products.sortByAttributes { label: 'field[:dir]' } → catalog.sortOptions [{ label, value: 'field:dir' }].
    this.carry(
      'products.sortByAttributes',
      'catalog.sortOptions',
      (v): v is Record<string, string> =>
        isObj(v) && Object.keys(v).length > 0 && Object.values(v).every((s) => isStr(s) && s !== ''),
      'a { label: field } list',
      (v) => Object.entries(v).map(([label, value]) => ({ label, value: sortValue(value) })),
    );
    this.carry(
      'products.defaultSortBy',
      'catalog.defaultSort',
      (v): v is { attribute: string; order?: string } => isObj(v) && isStr(v.attribute) && v.attribute !== '',
      'a { attribute, order }',
      (v) => `${v.attribute}:${v.order === 'asc' ? 'asc' : 'desc'}`,
    );
    this.carry('products.thumbnails', 'catalog.thumbnails.productList', isSize, 'a { width, height }');
    this.handled.add('products.gallery');
    const gallery = at(this.root, 'products.gallery');
    if (isObj(gallery)) {
      const size = { width: gallery.width, height: gallery.height };
      if (isSize(size)) this.set(['catalog', 'thumbnails', 'gallery'], size);
      for (const key of Object.keys(gallery)) {
        if ((key === 'width' || key === 'height') && isSize(size)) continue;
        this.notCarried.push({
          setting: `products.gallery.${key}`,
          reason: key === 'width' || key === 'height' ? 'not a { width, height } in pixels.' : NO_SETTING,
        });
      }
    }
    this.carry(
      'products.priceFilters.ranges',
      'catalog.priceRanges',
      (v): v is Array<{ from: number; to?: number }> =>
        Array.isArray(v) &&
        v.length > 0 &&
        v.every((r) => isObj(r) && isNum(r.from) && (r.to === undefined || isNum(r.to))),
      'a list of { from, to }',
      (v) => v.map((r) => (r.to === undefined ? { from: r.from } : { from: r.from, to: r.to })),
    );
    this.carry(
      'products.systemFilterNames',
      'catalog.systemFilterNames',
      (v): v is string[] => Array.isArray(v) && v.every(isStr),
      'a list of names',
    );
    this.carry(
      'products.maxFiltersQuerySize',
      'catalog.maxFilterQuerySize',
      isPosInt,
      'a positive whole number',
    );
    this.handled.add('products.filterAggregationSize');
    const sizes = at(this.root, 'products.filterAggregationSize');
    if (isObj(sizes)) {
      if (isPosInt(sizes.default)) this.set(['catalog', 'filterAggregationSize'], sizes.default);
      for (const [key, value] of Object.entries(sizes)) {
        if (key === 'default' && isPosInt(value)) continue;
        this.notCarried.push({
          setting: `products.filterAggregationSize.${key}`,
          reason: 'Kauppa asks every filter the same number of buckets (catalog.filterAggregationSize).',
        });
      }
    }
    // The index field of the price filter, buckets and price sorts (issue 27.6).
    this.carry('products.priceFilterKey', 'catalog.priceFilterKey', isStr, 'a field name');
    this.carry('entities.twoStageCaching', 'localCache.twoStageCaching', isBool, 'true or false');
    this.carry('entities.category.categoriesRootCategorylId', 'urls.rootCategoryId', isInt, 'a category id');
    this.carry('seo.useUrlDispatcher', 'urls.dispatch', isBool, 'true or false');
    this.drop('seo.defaultTitle', "Kauppa's page titles come from the brand (brands/<id>/brand.json).");
    for (const [section, reason] of frontEndOnly) this.drop(section, reason);
    this.drop(
      'entities.category.includeFields',
      'Kauppa asks the category fields its menu and pages need; it takes no field lists.',
    );
    this.drop(
      'entities.category.excludeFields',
      'Kauppa asks the category fields its menu and pages need; it takes no field lists.',
    );
  }

  /** orders.*, shipping.methods → orders.*, checkout.shipping. */
  private orders(): void {
    this.matches(
      'orders.directBackendSync',
      (v) => v === true,
      'Kauppa always sends an order to the API as soon as it can (the order outbox of @kauppa/checkout); there is no queued-only mode.',
    );
    this.carry(
      'orders.offline_orders.automatic_transmission_enabled',
      'orders.offline_orders.automatic_transmission_enabled',
      isBool,
      'true or false',
    );
    this.carry(
      'orders.offline_orders.notification.title',
      'orders.offline_orders.notificationTitle',
      isStr,
      'a text',
    );
    this.matches(
      'orders.payment_methods_mapping',
      isEmpty,
      "Kauppa sends the payment method's code as Magento names it; there is no mapping.",
    );
    this.handled.add('shipping.methods');
    const methods = at(this.root, 'shipping.methods');
    if (Array.isArray(methods) && methods.length > 0) {
      const method = methods.find((m) => isObj(m) && m.default === true) ?? methods[0];
      if (
        isObj(method) &&
        isStr(method.carrier_code) &&
        isStr(method.method_code) &&
        isNum(method.price_incl_tax)
      ) {
        this.set(['checkout', 'shipping'], {
          carrierCode: method.carrier_code,
          methodCode: method.method_code,
          carrierTitle: isStr(method.method_title) ? method.method_title : method.carrier_code,
          priceInclTax: method.price_incl_tax,
        });
        if (methods.length > 1)
          this.notCarried.push({
            setting: 'shipping.methods',
            reason: `Kauppa offers one offline shipping method (checkout.shipping); only ${method.method_code} is carried over.`,
          });
      } else {
        this.notCarried.push({
          setting: 'shipping.methods',
          reason: 'The method has no carrier_code, method_code and price_incl_tax.',
        });
      }
    }
  }

  /** users.*, mailer.* → users.*, mailer.*. */
  private users(): void {
    this.carry('users.autoRefreshTokens', 'users.autoRefreshTokens', isBool, 'true or false');
    this.carry('users.loginAfterCreatePassword', 'users.loginAfterCreatePassword', isBool, 'true or false');
    this.drop(
      'users.allowModification',
      "Kauppa sends a profile update as the platform's userProfileUpdate.schema.json allows; it takes no list.",
    );
    this.matches(
      'users.tokenInHeader',
      (v) => v === false,
      'Kauppa sends the token in the query, as the platform reads it.',
    );
    this.matches(
      'users.endpoint',
      (v) => isStr(v) && this.apiPath(v) === 'user',
      "Kauppa's user calls are named one by one (users.*_endpoint); a different users.endpoint base is not read.",
    );
    this.carry('mailer.contactAddress', 'mailer.contactAddress', isStr, 'an address');
    this.carry('mailer.sendConfirmation', 'mailer.sendConfirmation', isBool, 'true or false');
    for (const [from, to] of [
      ['send', 'sendEmail'],
      ['token', 'token'],
    ] as const) {
      const setting = `mailer.endpoint.${from}`;
      this.handled.add(setting);
      const url = at(this.root, setting);
      if (url === undefined) continue;
      const path = isStr(url) ? this.apiPath(url) : undefined;
      if (path) this.set(['mailer', 'endpoints', to], path);
      else this.notCarried.push({ setting, reason: `not a path under the API base (${this.apiPrefix}).` });
    }
  }

  /** The `*_endpoint` settings → api.endpoints (only the paths that differ from Kauppa's). */
  private endpoints(): void {
    for (const { setting, calls } of endpointSettings) {
      this.handled.add(setting);
      const url = at(this.root, setting);
      if (url === undefined) continue;
      const path = isStr(url) ? this.apiPath(url) : undefined;
      if (!path) {
        this.notCarried.push({
          setting,
          reason: `Kauppa's calls are paths under the API base (${this.apiPrefix}); ${JSON.stringify(url)} is not one.`,
        });
        continue;
      }
      for (const [name, fallback] of calls) {
        const own = baseEndpoints.has(setting) ? `${path}/${fallback.split('/').pop()}` : path;
        if (own !== fallback) this.set(['api', 'endpoints', name], own);
      }
    }
  }

  /** The rest: server.*, ssr.*, expireHeaders, cms_*, googleTagManager, stock.*. */
  private rest(): void {
    this.carry('stock.synchronize', 'stock.synchronize', isBool, 'true or false');
    this.carry('stock.allowOutOfStockInCart', 'stock.allowOutOfStockInCart', isBool, 'true or false');
    this.carry('ssr.executeMixedinAsyncData', 'ssr.executeMixedinAsyncData', isBool, 'true or false');
    this.carry('server.outputCacheDefaultTtl', 'server.outputCacheTtlSeconds', isPosInt, 'seconds');
    for (const key of ['host', 'port', 'protocol']) {
      this.drop(
        `server.${key}`,
        "Kauppa's storefront takes HOST, PORT and KAUPPA_PUBLIC_URL from its environment.",
      );
    }
    this.drop(
      'server.useOutputCache',
      "Kauppa's storefront always caches rendered pages (server.outputCacheTtlSeconds; a shared Redis cache, see docs/deploy.md).",
    );
    // expireHeaders { default, 'application/json', 'image/png' } ('30d', '24h') → server.expires.
    this.handled.add('expireHeaders');
    const expires = at(this.root, 'expireHeaders');
    if (isObj(expires)) {
      const keys: Record<string, string> = {
        default: 'defaultSeconds',
        'application/json': 'jsonSeconds',
        'image/png': 'pngSeconds',
      };
      for (const [type, value] of Object.entries(expires)) {
        const to = keys[type];
        const seconds = isStr(value) || typeof value === 'number' ? durationSeconds(value) : undefined;
        if (to && seconds) this.set(['server', 'expires', to], seconds);
        else
          this.notCarried.push({
            setting: `expireHeaders.${type}`,
            reason: to
              ? `${JSON.stringify(value)} is not a duration such as 30d or 24h.`
              : 'Kauppa sets the expiry of pages, JSON and PNG images only (server.expires).',
          });
      }
    }
    // cms_page.max_count, cms_block.max_count → cms.maxBlocksAndPages (one limit for both).
    const page = at(this.root, 'cms_page.max_count');
    const block = at(this.root, 'cms_block.max_count');
    this.handled.add('cms_page.max_count');
    this.handled.add('cms_block.max_count');
    const counts = [page, block].filter(isPosInt);
    if (counts.length) this.set(['cms', 'maxBlocksAndPages'], Math.max(...counts));
    if (isPosInt(page) && isPosInt(block) && page !== block)
      this.notCarried.push({
        setting: page < block ? 'cms_page.max_count' : 'cms_block.max_count',
        reason: `Kauppa has one limit for CMS pages and blocks (cms.maxBlocksAndPages): the larger, ${Math.max(page, block)}, is carried over.`,
      });
    this.handled.add('googleTagManager.id');
    const gtm = at(this.root, 'googleTagManager.id');
    if (isStr(gtm) && gtm) this.set(['integrations', 'tagManager', 'id'], gtm);
    else if (gtm !== undefined && gtm !== false && gtm !== '')
      this.notCarried.push({ setting: 'googleTagManager.id', reason: 'not a container id.' });
  }

  /** Names every setting of the input no rule read (a whole section once, when none of it was read). */
  private leftovers(node: unknown, path: string[]): void {
    if (path.length) {
      const setting = path.join('.');
      if (this.handled.has(setting)) return;
      const below = [...this.handled].some((h) => h.startsWith(`${setting}.`));
      if (!below || !isObj(node)) {
        this.notCarried.push({ setting, reason: NO_SETTING });
        return;
      }
    }
    if (!isObj(node)) return;
    for (const [key, value] of Object.entries(node)) this.leftovers(value, [...path, key]);
  }
}

const isSize = (value: unknown): value is { width: number; height: number } =>
  isObj(value) && isPosInt(value.width) && isPosInt(value.height);

/** vue-storefront 1 sorts are `field` (ascending) or `field:desc`; Kauppa's are `field:dir`. */
function sortValue(value: string): string {
  const [field, direction] = value.split(':');
  return `${field}:${direction === 'desc' ? 'desc' : 'asc'}`;
}

/**
 * VSF1's `defaultLanguage` is a language code (`EN`, `DE`); Kauppa's is a locale. The store's
 * locale when it is of that language, else the code in lower case.
 */
function language(code: unknown, locale: string): string {
  const lang = String(code).trim().toLowerCase();
  return locale.toLowerCase().split(/[-_]/)[0] === lang ? locale : lang;
}

/** `30d`, `24h`, `15m`, `45s` or a number of seconds → seconds. */
function durationSeconds(value: string | number): number | undefined {
  if (typeof value === 'number') return isPosInt(value) ? value : undefined;
  const match = /^\s*(\d+)\s*([dhms])?\s*$/.exec(value);
  if (!match) return undefined;
  const unit = { d: 86_400, h: 3600, m: 60, s: 1 }[(match[2] ?? 's') as 'd' | 'h' | 'm' | 's'];
  const seconds = Number(match[1]) * unit;
  return seconds > 0 ? seconds : undefined;
}

function deepMerge(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prior = out[key];
    out[key] = isObj(prior) && isObj(value) ? deepMerge(prior, value) : value;
  }
  return out;
}
