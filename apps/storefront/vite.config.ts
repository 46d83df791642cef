import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Workspace packages are bundled from their TypeScript sources (the `@kauppa/source` export
 * condition), in the browser and in the SSR bundle, so the app never needs their `dist/`.
 */
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['@kauppa/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@kauppa\//],
    resolve: {
      conditions: ['@kauppa/source', ...defaultServerConditions],
      externalConditions: ['@kauppa/source', 'node'],
    },
  },
  build: { target: 'es2022' },
});
