import { cmsPageData } from '@kauppa/pages/server';
import { aboutMeta } from '@kauppa/pages/views';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/info.ts';

/** About us (`/info`, accounts-content §2): the brand's 'about' CMS page when there is one. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  try {
    const page = await shop.content.cmsPage('about');
    return { page: page ? cmsPageData(page) : null };
  } catch (error) {
    shop.page.incomplete = true;
    shop.logger.warn('The about page could not be loaded', { error: String(error) });
    return { page: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const brand = (matches[0]?.loaderData as { brand?: { name: string } } | undefined)?.brand?.name ?? '';
  return aboutMeta(brand, loaderData?.page?.description);
};

/** The About us page. */
export default function Info({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page">
      <Breadcrumbs structuredData trail={[{ label: t('About us') }]} />
      <h1>{t('About us')}</h1>
      {loaderData.page && <CmsHtml html={loaderData.page.html} />}
    </section>
  );
}
