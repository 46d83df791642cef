import { defineKauppaConfig } from '@kauppa/vitest-config';

// One npm install of the packed tarballs serves every test of the file.
export default defineKauppaConfig({ test: { testTimeout: 120_000, hookTimeout: 600_000 } });
