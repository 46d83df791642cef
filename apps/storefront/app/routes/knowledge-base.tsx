import { faqIndex, faqIndexMeta } from '@kauppa/pages/views';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/knowledge-base.ts';

/** The FAQ index (accounts-content §2): the categories, position ascending, with their questions. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [categories, items] = await Promise.all([shop.content.faqCategories(), shop.content.faqItems()]);
  return { categories: faqIndex({ categories, items }) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const brand = (matches[0]?.loaderData as { brand?: { name: string } } | undefined)?.brand?.name ?? '';
  return faqIndexMeta(brand);
};

/** The FAQ index page. */
export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page faq">
      <Breadcrumbs structuredData trail={[{ label: t('FAQ') }]} />
      <h1>{t('FAQ')}</h1>
      {loaderData.categories.map((category) => (
        <section key={category.url_key} aria-labelledby={`faq-${category.url_key}`} className="faq__category">
          <h2 id={`faq-${category.url_key}`}>
            <Link to={`/knowledge-base/${category.url_key}`}>{category.title}</Link>
          </h2>
          <ul>
            {category.questions.map((question) => (
              <li key={question.url_key}>
                <Link to={`/knowledge-base/${category.url_key}/${question.url_key}`}>{question.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
