import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, loadCatalogue, messageIds } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './translator.ts';

describe('the shell translator (issue 8 texts: every text through @kauppa/i18n)', () => {
  it('answers every message id as createTranslator does, in Finnish and English', async () => {
    const fi = await loadCatalogue('fi-FI');
    const params = { min: 3, count: 2, sku: 'AK-1', productName: 'Akku', maxQuantity: 4, quantity: 5, id: 7 };
    for (const [locale, catalogue] of [
      ['fi-FI', fi],
      ['en-US', undefined],
    ] as const) {
      const reference = createTranslator({ locale, catalogue });
      const light = catalogueTranslator(locale, catalogue);
      for (const id of messageIds) expect(light.t(id, params)).toBe(reference.t(id, params));
    }
  });

  it('shows an unknown id as English text, its placeholders filled or kept', () => {
    const t = catalogueTranslator('fi-FI', {}).t;
    expect(t('Products: {count}', { count: 3 })).toBe('Products: 3');
    expect(t('Only {maxQuantity} left')).toBe('Only {maxQuantity} left');
  });
});

describe('issue 14.5: every text the shell shows is translated (accounts-content §1 interface languages)', () => {
  it("every literal t('…') of the shell is a message id of @kauppa/i18n (the mini cart's 'Cart' stayed English in German)", () => {
    const appDir = fileURLToPath(new URL('../', import.meta.url));
    const known = new Set<string>(messageIds);
    const unknown: string[] = [];
    let seen = 0;
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const [, id] of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
            seen += 1;
            if (id !== undefined && !known.has(id)) unknown.push(`${relative(appDir, path)}: ${id}`);
          }
        }
      }
    };
    walk(appDir);
    expect(seen).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });
});
