import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The routes of accounts-content §2. Pages of later issues share `routes/page.tsx`, which names
 * itself after the route id; every other path goes to the url dispatcher.
 */
const page = (path: string, id: string) => route(path, 'routes/page.tsx', { id });

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('manifest.webmanifest', 'routes/manifest.tsx', { id: 'manifest' }),
  route('product-parts/:sku', 'routes/product-parts.ts', { id: 'product-parts' }),
  route('category-parts/:id', 'routes/category-parts.ts', { id: 'category-parts' }),
  layout('layouts/default.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' }),
    route('c/:slug', 'routes/category.tsx', { id: 'category' }),
    route('p/:parentSku/:slug', 'routes/product.tsx', { id: 'product' }),
    route('p/:parentSku/:slug/:childSku', 'routes/product.tsx', { id: 'product-child' }),
    route('i/:slug', 'routes/cms-page.tsx', { id: 'cms-page' }),
    route('search', 'routes/search.tsx', { id: 'search-form' }),
    route('search/:query', 'routes/search.tsx', { id: 'search' }),
    page('customer/account', 'customer-account'),
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
    route('info', 'routes/info.tsx', { id: 'info' }),
    route('order-tracking', 'routes/order-tracking.tsx', { id: 'order-tracking' }),
    route('my-account', 'routes/my-account.tsx', { id: 'my-account' }),
    route('my-account/shipping-details', 'routes/my-account-shipping-details.tsx', {
      id: 'my-account-shipping-details',
    }),
    route('my-account/newsletter', 'routes/my-account-newsletter.tsx', { id: 'my-account-newsletter' }),
    route('my-account/orders', 'routes/my-account-orders.tsx', { id: 'my-account-orders' }),
    route('my-account/orders/:orderId', 'routes/my-account-order.tsx', { id: 'my-account-order' }),
    route('my-account/recently-viewed', 'routes/my-account-recently-viewed.tsx', {
      id: 'my-account-recently-viewed',
    }),
    route('my-account/loyalty-card', 'routes/my-account-loyalty-card.tsx', { id: 'my-account-loyalty-card' }),
    route('my-account/product-reviews', 'routes/my-account-product-reviews.tsx', {
      id: 'my-account-product-reviews',
    }),
    route('contact', 'routes/contact.tsx', { id: 'contact' }),
    route('compare', 'routes/compare.tsx', { id: 'compare' }),
    route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist' }),
    route('store-locator', 'routes/store-locator.tsx', { id: 'store-locator' }),
    route('style-guide', 'routes/style-guide.tsx', { id: 'style-guide' }),
    route('create-password/token/:token/email/:email', 'routes/create-password.tsx', {
      id: 'create-password',
    }),
    route('recover-password', 'routes/recover-password.tsx', { id: 'recover-password' }),
    route('order-success', 'routes/order-success.tsx', { id: 'order-success' }),
    route('knowledge-base', 'routes/knowledge-base.tsx', { id: 'knowledge-base' }),
    route('knowledge-base/:slug', 'routes/knowledge-base-category.tsx', { id: 'knowledge-base-category' }),
    route('knowledge-base/:slug/:question', 'routes/knowledge-base-question.tsx', {
      id: 'knowledge-base-question',
    }),
    route('*', 'routes/dispatcher.tsx', { id: 'dispatcher' }),
  ]),
  layout('layouts/minimal.tsx', [route('error', 'routes/error.tsx', { id: 'error' })]),
  layout('layouts/empty.tsx', [route('magento2vsfsync', 'routes/cms-sync.tsx', { id: 'cms-sync' })]),
] satisfies RouteConfig;
