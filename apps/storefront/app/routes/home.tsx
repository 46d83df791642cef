import { brandAsset, tagPage } from '@kauppa/pages';
import { sanitizeCmsHtml } from '@kauppa/pages/server';
import { homeMeta, homePageData, homeSections } from '@kauppa/pages/views';
import { Link } from 'react-router';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { ProductList } from '../components/ProductCard.tsx';
import { brandBanners } from '../lib/brands.server.ts';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { useInlineArtwork } from '../lib/inline-artwork.tsx';
import { useShell } from '../lib/shell.ts';
import type { Route } from './+types/home.ts';

/**
 * The home page's data (accounts-content §2, §7, §9): the brand's banners for the store view, the
 * home lists (new collection 8, new products 6, outlet falling back to promo) and the intro block.
 * A failing list or block leaves its section out and keeps the page out of the output cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const banners = brandBanners(shop.brand.id, shop.scope.store, shop.logger);
  const [lists, blocks] = await Promise.allSettled([
    shop.content.homeLists(),
    shop.content.cmsBlocks(['home-intro']),
  ]);
  const data = homePageData({ lists, blocks });
  if (data.failure !== undefined) {
    shop.page.incomplete = true;
    shop.logger.warn('The home page was rendered without some of its data', { error: data.failure });
  }
  if (lists.status === 'fulfilled')
    tagPage(
      shop,
      'P',
      data.products.map((p) => p.id),
    );
  return {
    banners: banners ?? null,
    lists: data.lists,
    intro: sanitizeCmsHtml(data.intro?.content),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as
    | { brand?: { name: string; hero?: { title: string; text: string } } }
    | undefined;
  return homeMeta(root?.brand);
}

/**
 * The home page: hero, main and small banners, the intro block and the home product lists. The main
 * banners are part of the first paint (on a phone the first is the largest image in view): they
 * are server-rendered with their source, not loaded after hydration, and the first is fetched at high
 * priority, before the page's scripts take the connections (issue 20.1: LCP).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { brand, imageBase, ui } = useShell();
  const { banners, lists, intro } = loaderData;
  // The hero and the first main banner (on a phone the largest element) are inline in the server's
  // HTML: they paint with it (issue 31.5). The browser keeps the server's source while hydrating.
  const inline = useInlineArtwork();
  const hero = inline(brand.hero.image);
  const firstBanner = banners?.mainBanners[0] ? inline(banners.mainBanners[0].image) : undefined;
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{brand.hero.title}</h1>
          <p>{brand.hero.text}</p>
        </div>
        <img
          src={hero ?? brandAsset(brand, brand.hero.image)}
          alt=""
          width={800}
          height={300}
          fetchPriority={hero ? undefined : 'high'}
          suppressHydrationWarning
        />
      </section>
      {banners && banners.mainBanners.length > 0 && (
        <section className="banners banners--main" aria-label={t('Offers')}>
          {banners.mainBanners.map((banner, index) => (
            <Link key={banner.link + banner.title} to={banner.link} className="banner">
              <LazyImage
                src={(index === 0 && firstBanner) || brandAsset(brand, banner.image)}
                alt=""
                width={600}
                height={300}
                settings={ui.lazyImage}
                eager
                fetchPriority={index === 0 && !firstBanner ? 'high' : undefined}
                suppressHydrationWarning={index === 0}
              />
              <span className="banner__text">
                <strong>{banner.title}</strong>
                {'subtitle' in banner && banner.subtitle ? <span>{String(banner.subtitle)}</span> : null}
              </span>
            </Link>
          ))}
        </section>
      )}
      {banners && banners.smallBanners.length > 0 && (
        <section className="banners banners--small" aria-label={t('Shop by category')}>
          {banners.smallBanners.map((banner) => (
            <Link key={banner.link + banner.title} to={banner.link} className="banner">
              <LazyImage
                src={brandAsset(brand, banner.image)}
                alt=""
                width={400}
                height={200}
                settings={ui.lazyImage}
              />
              <span className="banner__text">
                <strong>{banner.title}</strong>
              </span>
            </Link>
          ))}
        </section>
      )}
      <CmsHtml html={intro} className="cms-content home-intro" />
      {homeSections(lists).map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="home-list">
          <h2 id={section.id}>{t(section.title)}</h2>
          {/* The first list's first row is above the fold on a phone, its first tile the page's
              largest element: eager, inline in the server's HTML (issue 31.5). */}
          <ProductList
            products={section.products}
            imageBase={imageBase}
            label={t(section.title)}
            eagerCount={index === 0 ? 2 : 0}
          />
        </section>
      ))}
    </>
  );
}
