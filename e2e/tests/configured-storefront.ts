import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrl, hosts } from './servers.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Battery-shop storefronts a suite starts itself, each with a server configuration of its own
 * (`KAUPPA_SERVER_CONFIG`) on its own port, without the output cache; `stopAll` ends them.
 */
export function configuredStorefronts() {
  const servers: ChildProcess[] = [];
  return {
    /** Starts one named `name` with `config`; resolves with its base URL once `/health` answers. */
    async start(
      port: number,
      name: string,
      config: object,
      env: Record<string, string> = {},
    ): Promise<string> {
      const configFile = join(hosts.dataDir, `config-${name}.json`);
      writeFileSync(configFile, JSON.stringify(config));
      const child = spawn(process.execPath, [`${root}apps/storefront/server/main.ts`], {
        env: {
          ...process.env,
          HOST: hosts.host,
          PORT: String(port),
          KAUPPA_BRAND: 'battery',
          KAUPPA_API_URL: `${apiUrl}/api`,
          KAUPPA_SERVER_CONFIG: configFile,
          KAUPPA_OUTPUT_CACHE: 'off',
          ...env,
        },
        stdio: 'ignore',
      });
      servers.push(child);
      const base = `http://${hosts.host}:${port}`;
      for (let attempt = 0; attempt < 120; attempt += 1) {
        try {
          if ((await fetch(`${base}/health`)).ok) return base;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`The ${name} storefront did not start on ${port}`);
    },
    stopAll(): void {
      for (const child of servers) child.kill();
    },
  };
}
