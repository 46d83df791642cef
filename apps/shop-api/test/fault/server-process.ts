// The reference server as a child process of the kill -9 fault test (issue 18): loopback, a free
// port, the SQLite file under KAUPPA_DATA_DIR; prints its URL on one line when it listens.
import { startShopApi } from '../../src/index.ts';

const server = await startShopApi({
  host: '127.0.0.1',
  port: 0,
  dataDir: process.env.KAUPPA_DATA_DIR,
  batteryProducts: 200,
  scryptCost: 1024,
});
process.stdout.write(`LISTENING ${server.url}\n`);
