import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const schema = `
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  brand TEXT NOT NULL, entity TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, doc TEXT NOT NULL,
  PRIMARY KEY (brand, entity, id)
);
CREATE TABLE IF NOT EXISTS stock (sku TEXT PRIMARY KEY, qty REAL NOT NULL, is_in_stock INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY, user_id INTEGER, coupon TEXT, shipping_carrier TEXT, shipping_method TEXT,
  payment_method TEXT, shipping_address TEXT, billing_address TEXT, active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS carts_user ON carts (user_id, active);
CREATE TABLE IF NOT EXISTS cart_items (
  item_id INTEGER PRIMARY KEY AUTOINCREMENT, cart_id TEXT NOT NULL, sku TEXT NOT NULL, qty REAL NOT NULL,
  product_option TEXT
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE COLLATE NOCASE, firstname TEXT NOT NULL,
  lastname TEXT NOT NULL, password TEXT NOT NULL, group_id INTEGER NOT NULL DEFAULT 1, extra TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS addresses (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY, kind TEXT NOT NULL, user_id INTEGER NOT NULL, family TEXT, expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens (user_id);
CREATE INDEX IF NOT EXISTS tokens_family ON tokens (family);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT, client_order_id TEXT NOT NULL UNIQUE, increment_id TEXT NOT NULL,
  user_id INTEGER, cart_id TEXT, store_code TEXT, email TEXT, grand_total REAL NOT NULL, data TEXT NOT NULL,
  totals TEXT NOT NULL, result TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id);
CREATE TABLE IF NOT EXISTS reviews (id INTEGER PRIMARY KEY AUTOINCREMENT, data TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS newsletter (email TEXT PRIMARY KEY COLLATE NOCASE, subscribed INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS faq_questions (id INTEGER PRIMARY KEY AUTOINCREMENT, data TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS mails (id INTEGER PRIMARY KEY AUTOINCREMENT, data TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS marketing (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL);
`;

/** Opens (creating) the SQLite file `shop.sqlite` under `dataDir`, or an in-memory database for `':memory:'`. */
export function openDatabase(dataDir: string, reset: boolean): DatabaseSync {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'shop.sqlite');
    if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  const db = new DatabaseSync(file);
  // Tokens were stored in clear before issue 18: that table is dropped (its sessions sign in again).
  const columns = db.prepare("SELECT name FROM pragma_table_info('tokens')").all() as Array<{ name: string }>;
  if (columns.some((column) => column.name === 'token')) db.exec('DROP TABLE tokens');
  db.exec(schema);
  // Reset mails stored their token in clear before issue 29: the token and its link are removed.
  db.exec(
    "UPDATE mails SET data = json_set(json_remove(data, '$.resetToken', '$.link'), '$.emailText', 'Set a new password: (link removed)') WHERE json_extract(data, '$.resetToken') IS NOT NULL",
  );
  return db;
}

/** Runs `work` in one transaction. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
