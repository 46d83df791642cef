import { cmsEmptyResult, loadFaqCategory } from '@kauppa/pages';
import { askQuestion, cmsText, sanitizeCmsHtml } from '@kauppa/pages/server';
import { faqQuestionJsonLd, faqQuestionMeta } from '@kauppa/pages/views';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CmsHtml } from '../components/CmsHtml.tsx';
import { AskQuestionForm } from '../components/ContentForms.tsx';
import { JsonLd } from '../components/JsonLd.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { notFound, routed } from '../lib/pages.ts';
import type { Route } from './+types/knowledge-base-question.ts';

/** A FAQ question (accounts-content §2): the answer (sanitised) and the ask-a-question form. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { category, items } = await routed(loadFaqCategory(context.get(shopContext), params.slug));
  const item = items.find((i) => i.url_key === params.question);
  if (!item) notFound(cmsEmptyResult);
  return {
    category,
    question: { title: item.title, html: sanitizeCmsHtml(item.answer), text: cmsText(item.answer, 500) },
  };
}

/** The ask-a-question form's action: POST to the faq endpoint, success on code 200 (accounts-content §7). */
export async function action({ context, request }: Route.ActionArgs) {
  return askQuestion(context.get(shopContext), await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return faqQuestionMeta(loaderData.question);
}

/** The FAQ question page. */
export default function KnowledgeBaseQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { category, question } = loaderData;
  return (
    <article className="page faq">
      <Breadcrumbs
        structuredData
        trail={[
          { label: t('FAQ'), to: '/knowledge-base' },
          { label: category.title, to: `/knowledge-base/${category.url_key}` },
          { label: question.title },
        ]}
      />
      <h1>{question.title}</h1>
      <CmsHtml html={question.html} />
      <JsonLd data={faqQuestionJsonLd(question)} />
      <AskQuestionForm answer={actionData} />
    </article>
  );
}
