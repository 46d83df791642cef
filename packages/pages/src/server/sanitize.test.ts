import { describe, expect, it } from 'vitest';
import { cmsText, sanitizeCmsHtml } from './sanitize.ts';

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
