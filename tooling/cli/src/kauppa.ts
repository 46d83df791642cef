/**
 * The kauppa command, run from the repository root: `pnpm kauppa <command>` (the root
 * package.json's `kauppa` script). See `runKauppa` for the commands.
 */
import { readFileSync } from 'node:fs';
import { runKauppa } from './commands.ts';

process.exitCode = runKauppa(process.argv.slice(2), {
  readFile: (path) => readFileSync(path, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // pnpm runs a root script in the repository root; INIT_CWD is where it was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
