import type { Config } from '@react-router/dev/config';

/** React Router framework mode: server-rendered pages (ARCHITECTURE.md, the shell). */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
