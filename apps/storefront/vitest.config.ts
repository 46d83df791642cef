import { defineKauppaConfig } from '@kauppa/vitest-config';

/** Unit tests of the shell's own server pieces and helpers (Playwright suites live in `e2e/`). */
export default defineKauppaConfig({
  test: { include: ['server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
