import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/**
 * A throw-away `redis-server` on a free loopback port for tests and benchmarks (issue 17): no
 * persistence, never a system service. Debian's `redis-server` package provides the binary
 * (`tooling/bootstrap/bootstrap.sh --e2e` installs it).
 */
export interface RedisProcess {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** The redis-server process id (tests stop it with SIGSTOP to make Redis hang, issue 29.2). */
  pid: number;
  stop(): Promise<void>;
}

/** Is `redis-server` on the PATH? */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A free TCP port on 127.0.0.1 (from the given one upwards, else one the system picks). */
export async function freePort(from = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolve(bound));
      });
    });
  if (from > 0) {
    for (let port = from; port < from + 200; port += 1) {
      const found = await tryPort(port);
      if (found) return found;
    }
  }
  const any = await tryPort(0);
  if (!any) throw new Error('No free port on 127.0.0.1');
  return any;
}

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * Starts `redis-server --port N --save '' --appendonly no` on 127.0.0.1 and waits for its PONG.
 *
 * @example
 * const redis = await startRedis();
 * // KAUPPA_REDIS_URL=redis.url …
 * await redis.stop();
 */
export async function startRedis({ port: wanted = 0 }: { port?: number } = {}): Promise<RedisProcess> {
  const port = await freePort(wanted);
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let failure = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    failure += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start (${error.message}); install Debian's redis-server`)),
    ),
  );
  const ready = (async () => {
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${failure.trim()}`);
      if (await ping(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  })();
  spawnError.catch(() => undefined);
  await Promise.race([ready, spawnError]);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}
