import sanitizeHtml from 'sanitize-html';
import { describe, expect, it, vi } from 'vitest';
import { cmsText, sanitizeCmsHtml } from './sanitize.ts';

// sanitize-html itself, counted: the real sanitiser behind a spy.
vi.mock('sanitize-html', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sanitizeHtml }).default;
  return { default: Object.assign(vi.fn(real), real) };
});

describe('CMS HTML sanitised before it is rendered (issue 8 content)', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>',
    );
    expect(html).toBe('<p>Hi</p><a>x</a>');
  });

  it('keeps text structure, links, images and tables', () => {
    const html = sanitizeCmsHtml(
      '<h2>Toimitus</h2><ul><li><a href="/i/terms">Ehdot</a></li></ul><img src="/a.png" alt="A" width="10" height="10"><table><tr><td>1</td></tr></table>',
    );
    expect(html).toContain('<h2>Toimitus</h2>');
    expect(html).toContain('<a href="/i/terms">Ehdot</a>');
    expect(html).toContain('<img loading="lazy" src="/a.png" alt="A" width="10" height="10" />');
    expect(html).toContain('<td>1</td>');
  });

  it('turns content headings h1 into h2 (the page title is the h1)', () => {
    expect(sanitizeCmsHtml('<h1>About</h1>')).toBe('<h2>About</h2>');
  });

  it('gives links opening a new window noopener', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('gives the plain text for descriptions, entities decoded and cut', () => {
    expect(cmsText('<p>Fish &amp; chips</p>\n<p>today</p>')).toBe('Fish & chips today');
    expect(cmsText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});

describe('CMS HTML sanitised once per process (issue 31.2)', () => {
  it('defect: every home and CMS page render sanitised its shared CMS HTML anew (sanitize-html parses the whole block) — the same HTML is sanitised once', () => {
    const html = '<p onclick="x()">Tervetuloa<script>alert(1)</script></p><h1>Otsikko</h1>';
    const first = sanitizeCmsHtml(html);
    const sanitised = vi.mocked(sanitizeHtml);
    sanitised.mockClear();
    for (let render = 0; render < 3; render++) expect(sanitizeCmsHtml(html)).toBe(first);
    expect(first).toBe('<p>Tervetuloa</p><h2>Otsikko</h2>');
    expect(sanitised).not.toHaveBeenCalled();
  });

  it('keeps at most 64 texts, the oldest going first, and no text over 32 KB (issue 31.4 memory)', () => {
    const sanitised = vi.mocked(sanitizeHtml);
    for (let block = 0; block < 65; block++) sanitizeCmsHtml(`<p>Lohko ${block}</p>`);
    sanitised.mockClear();
    sanitizeCmsHtml('<p>Lohko 64</p>');
    expect(sanitised).not.toHaveBeenCalled();
    sanitizeCmsHtml('<p>Lohko 0</p>');
    expect(sanitised).toHaveBeenCalledTimes(1);
    const long = `<p>${'x'.repeat(32 * 1024)}</p>`;
    sanitizeCmsHtml(long);
    sanitizeCmsHtml(long);
    expect(sanitised).toHaveBeenCalledTimes(3);
  });
});
