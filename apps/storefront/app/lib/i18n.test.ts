import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageIds } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';

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
