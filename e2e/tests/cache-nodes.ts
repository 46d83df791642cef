import { request as httpRequest } from 'node:http';

/**
 * What the shared-cache suites share: a GET with exact headers (node:http, as a CDN or an attacker
 * sends it, a Host header included) and the wait for a node to answer.
 */

/** One answer: status, headers and body as text. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET of `path` on 127.0.0.1:`port` with exactly these headers; no answer within 30 s fails. */
export function rawGet(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${path}: no answer within 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Waits (up to a minute) until `url` answers 2xx. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
