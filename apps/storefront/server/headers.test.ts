import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './headers.ts';

const sha256 = (bytes: Uint8Array) => `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`;

describe('issue 31.4: the CSP hashes of a rendered page are read from its bytes', () => {
  const script = 'window.__ctx = { price: "19,90 €", name: "Paristo – AA", city: "Hämeenlinna" };';
  const page = new TextEncoder().encode(`<html><body><script>${script}</script><p>ä</p></body></html>`);

  it("hashes each inline script's UTF-8 bytes, as the browser does, given the page's bytes", () => {
    expect(inlineScriptHashes(page)).toEqual([sha256(new TextEncoder().encode(script))]);
  });

  it('gives the bytes of a page the hashes of its text', () => {
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(new TextDecoder().decode(page)));
  });
});
