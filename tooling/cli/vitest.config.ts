import { defineKauppaConfig } from '@kauppa/vitest-config';

export default defineKauppaConfig();
