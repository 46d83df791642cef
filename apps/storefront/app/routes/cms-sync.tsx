export const meta = () => [{ title: 'CMS sync' }, { name: 'robots', content: 'noindex' }];

/** The CMS sync page (`/magento2vsfsync`, empty layout). */
export default function CmsSync() {
  return (
    <main id="main" className="cms-sync">
      <h1>CMS sync</h1>
    </main>
  );
}
