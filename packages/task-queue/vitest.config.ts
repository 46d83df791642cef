import { defineKauppaConfig } from '@kauppa/vitest-config';

// The integration tests in test/ start the reference shop API and open Dexie databases; on a
// busy CI machine that can take longer than Vitest's default 5 s / 10 s.
export default defineKauppaConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
