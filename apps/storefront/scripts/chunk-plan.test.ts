import { describe, expect, it } from 'vitest';
import { type PlannedChunk, type PlanRoots, planChunks } from './chunk-plan.ts';

const app = (file: string) => `/shop/app/${file}`;
const npm = (file: string) => `/shop/node_modules/.pnpm/x@1/node_modules/${file}`;
const route = (file: string) => `${app(file)}?__react-router-build-client-route`;

const roots: PlanRoots = {
  entry: app('entry.client.tsx'),
  shell: [app('root.tsx'), app('layouts/default.tsx')],
  pages: {
    home: app('routes/home.tsx'),
    category: app('routes/category.tsx'),
    product: app('routes/product.tsx'),
    dispatcher: app('routes/dispatcher.tsx'),
  },
};

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  moduleIds: string[],
  imports: string[] = [],
) => ({ fileName, facadeModuleId, moduleIds, imports }) satisfies PlannedChunk;

/** A first build shaped like the storefront's: routes, common chunks, `import()` targets. */
const build: PlannedChunk[] = [
  chunk(
    'entry.js',
    app('entry.client.tsx'),
    [app('entry.client.tsx'), npm('react-dom/client.js')],
    ['framework.js', 'ports.js'],
  ),
  chunk('framework.js', null, [
    npm('react/index.js'),
    npm('react-router/dist/lib.js'),
    '\0vite/preload-helper.js',
  ]),
  chunk('ports.js', null, [app('lib/i18n.ts'), '/shop/packages/ports/src/clock.ts']),
  chunk(
    'root.js',
    route('root.tsx'),
    [route('root.tsx'), app('root.tsx'), app('components/ShopBar.tsx')],
    ['framework.js', 'ports.js'],
  ),
  chunk(
    'default.js',
    route('layouts/default.tsx'),
    [route('layouts/default.tsx'), app('layouts/default.tsx')],
    ['ports.js'],
  ),
  chunk(
    'home.js',
    route('routes/home.tsx'),
    [route('routes/home.tsx'), app('routes/home.tsx')],
    ['card.js', 'content.js'],
  ),
  chunk('content.js', null, [app('components/Content.tsx')]),
  chunk(
    'category.js',
    app('routes/category.tsx'),
    [app('routes/category.tsx')],
    ['card.js', 'variants.js', 'listing.js'],
  ),
  chunk('listing.js', null, [app('components/ListingLinks.tsx')]),
  chunk('product-route.js', route('routes/product.tsx'), [route('routes/product.tsx')], ['product-code.js']),
  chunk('product-import.js', app('routes/product.tsx'), [], ['product-code.js']),
  chunk(
    'product-code.js',
    null,
    [app('routes/product.tsx'), app('components/ProductView.tsx')],
    ['card.js', 'variants.js', 'review.js'],
  ),
  chunk('card.js', null, [app('components/ProductCard.tsx')]),
  chunk('variants.js', null, ['/shop/packages/catalog-pricing/src/variants.ts']),
  chunk('review.js', null, [app('components/ReviewForm.tsx')]),
  chunk(
    'dispatcher.js',
    route('routes/dispatcher.tsx'),
    [route('routes/dispatcher.tsx'), app('routes/dispatcher.tsx')],
    ['cms.js'],
  ),
  chunk('cms.js', null, [app('components/CmsPageView.tsx')]),
  chunk(
    'checkout.js',
    route('routes/checkout.tsx'),
    [route('routes/checkout.tsx')],
    ['review.js', 'shop.js'],
  ),
  chunk(
    'shop.js',
    '/shop/packages/shop/src/index.ts',
    ['/shop/packages/shop/src/index.ts', npm('xstate/index.js')],
    ['runtime-common.js'],
  ),
  chunk('runtime-common.js', null, ['/shop/packages/task-queue/src/queue.ts']),
];
const plan = planChunks(build, roots);

describe('planChunks: fewer scripts for a first visit (issue 20.1, page JS)', () => {
  it('puts React, React DOM, React Router and the bundler helpers every page loads into one framework script', () => {
    expect(plan[npm('react/index.js')]).toBe('framework');
    expect(plan[npm('react-router/dist/lib.js')]).toBe('framework');
    expect(plan[npm('react-dom/client.js')]).toBe('framework');
    expect(plan['\0vite/preload-helper.js']).toBe('framework');
  });

  it('puts the own code every page loads before hydrating into the shell', () => {
    expect(plan[app('lib/i18n.ts')]).toBe('shell');
    expect(plan['/shop/packages/ports/src/clock.ts']).toBe('shell');
  });

  it('moves the code of the root route and the default layout into the shell; their route scripts stay', () => {
    expect(plan[app('root.tsx')]).toBe('shell');
    expect(plan[app('components/ShopBar.tsx')]).toBe('shell');
    expect(plan[app('layouts/default.tsx')]).toBe('shell');
    expect(plan[route('root.tsx')]).toBeUndefined();
    expect(plan[route('layouts/default.tsx')]).toBeUndefined();
  });

  it('leaves the client entry its own script', () => {
    expect(plan[app('entry.client.tsx')]).toBeUndefined();
  });

  it('puts code shared by two first-visit pages into the catalog script', () => {
    expect(plan[app('components/ProductCard.tsx')]).toBe('catalog');
    expect(plan['/shop/packages/catalog-pricing/src/variants.ts']).toBe('catalog');
  });

  it('counts a route module loaded by the url dispatcher through import() as that page', () => {
    expect(plan[app('routes/product.tsx')]).toBe('product-view');
    expect(plan[app('components/ProductView.tsx')]).toBe('product-view');
  });

  it('puts code of the product page alone that a later route shares into the product-view script', () => {
    expect(plan[app('components/ReviewForm.tsx')]).toBe('product-view');
  });

  it('puts code of the category page alone into the category-view script', () => {
    expect(plan[app('components/ListingLinks.tsx')]).toBe('category-view');
  });

  it('leaves the home page and the dispatcher alone code where the bundler put it', () => {
    expect(plan[app('components/Content.tsx')]).toBeUndefined();
    expect(plan[app('components/CmsPageView.tsx')]).toBeUndefined();
  });

  it('never moves code first loaded by import() (the shop runtime), so nothing starts earlier', () => {
    expect(plan['/shop/packages/shop/src/index.ts']).toBeUndefined();
    expect(plan[npm('xstate/index.js')]).toBeUndefined();
    expect(plan['/shop/packages/task-queue/src/queue.ts']).toBeUndefined();
  });
});
