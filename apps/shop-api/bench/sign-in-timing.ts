/**
 * Issue 18.6: an unknown account must answer a sign-in in the time a known one with a wrong
 * password does (the server checks a dummy scrypt hash). Prints p50/p95 of both, in-process, with
 * the production scrypt cost (N = 16384), interleaved so machine load hits both alike.
 *
 * Run: `node --conditions=@kauppa/source bench/sign-in-timing.ts` (`--rounds 40`).
 */
import { createShopApiApp } from '../src/index.ts';

const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 30;
const app = createShopApiApp({
  dataDir: ':memory:',
  batteryProducts: 50,
  loginThrottle: { perAccount: 1e9, perAddress: 1e9 },
});
const post = (path: string, body: unknown) =>
  app.fetch(new Request(`http://bench/api/${path}`, { method: 'POST', body: JSON.stringify(body) }));

await post('user/create', {
  customer: { email: 'known@example.fi', firstname: 'K', lastname: 'Known' },
  password: 'salasana1',
});
const time = async (username: string) => {
  const t = performance.now();
  const answer = await post('user/login', { username, password: 'wrong-password' });
  const ms = performance.now() - t;
  if (answer.status !== 401) throw new Error(`expected 401, got ${answer.status}`);
  return ms;
};
await time('warm-up@example.fi');
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds; i++) {
  known.push(await time('known@example.fi'));
  unknown.push(await time(`nobody-${i}@example.fi`));
}
const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[
    Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)
  ]!;
for (const [name, samples] of [
  ['known account, wrong password', known],
  ['unknown account', unknown],
] as const)
  console.log(
    `${name}: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (${rounds} sign-ins)`,
  );
console.log(
  `ratio of the p50s (unknown / known): ${(percentile(unknown, 50) / percentile(known, 50)).toFixed(2)}`,
);
app.close();
