import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The browser calls the shop API on its own origin under /api; dev and preview forward it to
// KAUPPA_API_URL (the reference shop API by default), as a deployment's proxy would.
const api = process.env.KAUPPA_API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: api, changeOrigin: true } };

export default defineConfig({
  plugins: [vue()],
  build: { target: 'es2022' },
  server: { proxy },
  preview: { proxy },
});
