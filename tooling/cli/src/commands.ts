import { isAbsolute, resolve } from 'node:path';
import { defaultShopConfig } from '@kauppa/config';
import { importVsf1Config } from '@kauppa/config/import-vsf1';

/** What a command reads and writes: the process's, or a test's. */
export interface CommandIo {
  readFile: (path: string) => string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Where relative paths start: the directory `pnpm kauppa` was run in. */
  cwd: string;
}

const usage = `Usage: pnpm kauppa <command>

Commands:
  import-vsf1-config <local.json>   Writes the Kauppa server configuration (the KAUPPA_SERVER_CONFIG
                                    file) from a vue-storefront 1.12 config/local.json to stdout, and
                                    names on stderr every setting it cannot carry over.
`;

/**
 * Runs `kauppa <args>`; answers the exit code (0 done, 1 failed, 2 wrong usage).
 *
 * @example
 * process.exitCode = runKauppa(process.argv.slice(2), io);
 */
export function runKauppa(args: ReadonlyArray<string>, io: CommandIo): number {
  const [command, ...rest] = args;
  if (command === 'import-vsf1-config' && rest.length === 1 && rest[0]) return importCommand(rest[0], io);
  if (command === undefined || command === 'help' || command === '--help') {
    io.stdout(usage);
    return command === undefined ? 2 : 0;
  }
  io.stderr(
    command === 'import-vsf1-config'
      ? `import-vsf1-config takes one file: the vue-storefront 1 config/local.json.\n\n${usage}`
      : `Unknown command ${command}.\n\n${usage}`,
  );
  return 2;
}

function importCommand(file: string, io: CommandIo): number {
  const path = isAbsolute(file) ? file : resolve(io.cwd, file);
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    io.stderr(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.stderr(`${file} is not JSON: ${(error as Error).message}\n`);
    return 1;
  }
  let result: ReturnType<typeof importVsf1Config>;
  try {
    result = importVsf1Config(json);
  } catch (error) {
    io.stderr(`${file}: ${(error as Error).message}\n`);
    return 1;
  }
  const { config, notCarried } = result;
  io.stdout(`${JSON.stringify(config, null, 2)}\n`);
  const stores = Object.keys(config.storeViews?.stores ?? {});
  const lines = [
    `Kauppa server configuration written from ${file}${stores.length ? ` (store views: ${stores.join(', ')})` : ''}.`,
  ];
  if (notCarried.length) {
    lines.push(`Not carried over (${notCarried.length}):`);
    for (const { setting, reason } of notCarried) lines.push(`  ${setting}: ${reason}`);
  } else {
    lines.push('Every setting was carried over.');
  }
  // vue-storefront-api keeps the Elasticsearch version in its own config (elasticsearch.apiVersion);
  // a client's local.json seldom has it.
  const es = (json as { elasticsearch?: { apiVersion?: unknown } }).elasticsearch;
  if (es?.apiVersion === undefined)
    lines.push(
      `Note: the file has no elasticsearch.apiVersion; api.elasticsearchVersion stays ${defaultShopConfig.api.elasticsearchVersion}. Set it to 7 if your vue-storefront-api's elasticsearch.apiVersion is 7.x.`,
    );
  // The server configuration merges over Kauppa's defaults, whose store views it cannot remove.
  const kept = Object.keys(defaultShopConfig.storeViews.stores).filter((code) => !stores.includes(code));
  if (kept.length)
    lines.push(
      `Note: Kauppa's defaults define the store view${kept.length > 1 ? 's' : ''} ${kept.join(', ')} (storeViews.stores); the configuration merges over them and cannot remove ${kept.length > 1 ? 'them' : 'it'}${config.storeViews?.multistore ? ': with multistore on, they are served too.' : '.'}`,
    );
  io.stderr(`${lines.join('\n')}\n`);
  return 0;
}
