import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageIds, messages } from './index.ts';
import { findMessageIds, messageIdErrorClasses } from './internal/scan.ts';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));

/** The non-test TypeScript sources of every package (`packages/<name>/src`). */
function packageSources(): Array<{ file: string; text: string }> {
  const sources: Array<{ file: string; text: string }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-d|bench)\.tsx?$/.test(entry.name))
        sources.push({ file: relative(packagesDir, path), text: readFileSync(path, 'utf8') });
    }
  };
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const src = join(packagesDir, entry.name, 'src');
    if (entry.isDirectory() && readdirSync(join(packagesDir, entry.name)).includes('src')) walk(src);
  }
  return sources;
}

describe('every message id the packages emit is an i18n id (issue 7, commerce-core §8, accounts-content §8)', () => {
  const sources = packageSources();
  const classes = messageIdErrorClasses(sources.map((source) => source.text));
  const found = sources.flatMap(({ file, text }) =>
    findMessageIds(text, classes).map((hit) => ({ ...hit, where: `${file}:${hit.line}` })),
  );

  it('no package emits a literal id that the catalogues lack', () => {
    const known = new Set<string>(messageIds);
    expect(found.filter((hit) => !known.has(hit.id)).map((hit) => `${hit.where} ${hit.id}`)).toEqual([]);
  });

  it('the scan sees the ids of the core packages (it is not vacuous)', () => {
    const ids = (prefix: string): string[] =>
      found.filter((hit) => hit.where.startsWith(`${prefix}/`)).map((hit) => hit.id);
    expect(ids('catalog-pricing')).toEqual(
      expect.arrayContaining([
        messages.bundleOptionQtyNegative,
        messages.searchKeyMissing,
        messages.entryPointRetired,
      ]),
    );
    expect(ids('search-query')).toContain(messages.searchFailed);
    expect(ids('engagement')).toContain(messages.newsletterCoupon);
    expect(ids('task-queue')).toContain(messages.refreshTokenInternalError);
    expect(ids('tax')).toContain(messages.setDefaultTaxCountry);
    expect(ids('url-dispatcher')).toContain(messages.requestDoesNotMatchRoute);
    expect(classes.takesId).toEqual(new Set(['CatalogError', 'SearchQueryError', 'TaxError']));
  });
});

describe('findMessageIds', () => {
  const ids = (source: string, classes = messageIdErrorClasses([source])): string[] =>
    findMessageIds(source, classes).map((hit) => hit.id);

  it('finds the literal of message(…), both branches of a conditional, not the params', () => {
    expect(ids(`notify(message('A text {n}', { n: 'not an id' })); message(ok ? 'Yes' : 'No');`)).toEqual([
      'A text {n}',
      'Yes',
      'No',
    ]);
  });

  it('finds t(…) and translator.t(…), inside template substitutions too', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text with a template
    expect(ids(['const a = t(`Plain`);', 'const b = `${x} (${translator.t("Video")})`;'].join('\n'))).toEqual(
      ['Plain', 'Video'],
    );
  });

  it('finds messageId: and the id of message/label objects (notifications)', () => {
    expect(
      ids(
        `({ messageId: 'One', message: { id: 'Two' }, action1: { label: { id: 'OK' }, action: 'close' } })`,
      ),
    ).toEqual(['One', 'Two', 'OK']);
  });

  it('finds every string value of a …Messages constant, not its keys', () => {
    expect(ids(`export const fooMessages = { a: 'First', 'b-c': 'Second', d: other } as const;`)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('finds the ids passed to message-id error classes, not the other arguments of subclasses', () => {
    const source = `
      class KauppaError extends Error { constructor(messageId: string) { super(messageId); } }
      class LeafError extends KauppaError { constructor(name: string) { super('{name} failed', { name }); } }
      class Other extends Error { constructor() { super('Not an id'); } }
      throw new KauppaError('Direct');
      throw new LeafError('fetch');
    `;
    expect(ids(source)).toEqual(['{name} failed', 'Direct']);
  });

  it('ignores comments, computed ids and templates with substitutions', () => {
    expect(
      ids(`// message('In a comment')\n/* t('Block') */ message(ids.x); t(\`Hi \${name}\`); a / b / c;`),
    ).toEqual([]);
  });

  it('reports the line of each id', () => {
    expect(findMessageIds(`\n\nmessage(\n  'Third line',\n)`)).toEqual([
      { id: 'Third line', line: 4, rule: 'message-call' },
    ]);
  });
});
