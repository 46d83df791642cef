import { defineKauppaConfig } from '@kauppa/vitest-config';

export default defineKauppaConfig({ test: { testTimeout: 20_000, hookTimeout: 30_000 } });
