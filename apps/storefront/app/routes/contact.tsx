import { sanitizeCmsHtml, sendContactMessage } from '@kauppa/pages/server';
import { contactMeta, withoutLeadingHeading } from '@kauppa/pages/views';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { ContactForm } from '../components/ContentForms.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/contact.ts';

/** The contact page (accounts-content §2): the 'contact' CMS page's text, if any, and the mailer form. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  let html = '';
  try {
    const page = await shop.content.cmsPage('contact');
    html = sanitizeCmsHtml(withoutLeadingHeading(page?.content));
  } catch (error) {
    shop.page.incomplete = true;
    shop.logger.warn('The contact page text could not be loaded', { error: String(error) });
  }
  return { html };
}

/** The mailer action: the message goes to the shop's contact address (accounts-content §7). */
export async function action({ context, request }: Route.ActionArgs) {
  return sendContactMessage(context.get(shopContext), await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const brand = (matches[0]?.loaderData as { brand?: { name: string } } | undefined)?.brand?.name ?? '';
  return contactMeta(brand);
};

/** The contact page. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page">
      <Breadcrumbs structuredData trail={[{ label: t('Contact us') }]} />
      <h1>{t('Contact us')}</h1>
      <CmsHtml html={loaderData.html} />
      <ContactForm answer={actionData} />
    </section>
  );
}
