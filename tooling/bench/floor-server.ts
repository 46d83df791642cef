/**
 * The framework floor in its own process (`render-cost.ts`): serves a built empty React Router app
 * (`node floor-server.ts <app dir> <port>`), files from build/client, every other path rendered,
 * `/health` answered without the router. Its RSS is read from outside.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [dir, portText] = process.argv.slice(2);
if (!dir || !portText) throw new Error('usage: node floor-server.ts <app dir> <port>');
const port = Number(portText);
const host = '127.0.0.1';
const storefrontDir = fileURLToPath(new URL('../../apps/storefront/', import.meta.url));
const requireRR = createRequire(join(storefrontDir, 'package.json'));
const { createRequestHandler } = (await import(
  pathToFileURL(requireRR.resolve('react-router')).href
)) as typeof import('react-router');
const build = await import(pathToFileURL(join(dir, 'build/server/index.js')).href);
const handler = createRequestHandler(build, 'production');

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (extname(url.pathname) && !url.pathname.endsWith('.data')) {
    try {
      res.writeHead(200).end(readFileSync(join(dir, 'build/client', url.pathname)));
    } catch {
      res.writeHead(404).end();
    }
    return;
  }
  const response = await handler(new Request(url, { method: req.method, headers: req.headers as never }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(port, host);
