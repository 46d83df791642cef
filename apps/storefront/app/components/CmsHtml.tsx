/** CMS HTML that a loader has sanitised with `sanitizeCmsHtml` (server-only) before sending it. */
export function CmsHtml({ html, className = 'cms-content' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
