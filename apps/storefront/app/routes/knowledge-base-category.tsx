import { loadFaqCategory } from '@kauppa/pages';
import { faqCategoryMeta } from '@kauppa/pages/views';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { routed } from '../lib/pages.ts';
import type { Route } from './+types/knowledge-base-category.ts';

/** A FAQ category (accounts-content §2): its questions, position ascending. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { category, items } = await routed(loadFaqCategory(context.get(shopContext), params.slug));
  return { category, questions: items.map((item) => ({ title: item.title, url_key: item.url_key })) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return faqCategoryMeta(loaderData.category, loaderData.questions);
}

/** The FAQ category page. */
export default function KnowledgeBaseCategory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, questions } = loaderData;
  return (
    <section className="page faq">
      <Breadcrumbs
        structuredData
        trail={[{ label: t('FAQ'), to: '/knowledge-base' }, { label: category.title }]}
      />
      <h1>{category.title}</h1>
      <ul className="faq__questions">
        {questions.map((question) => (
          <li key={question.url_key}>
            <Link to={`/knowledge-base/${category.url_key}/${question.url_key}`}>{question.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
