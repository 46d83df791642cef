import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '@kauppa/ports';
import type { MiddlewareHandler } from 'hono';

/** How long a stored answer is replayed: 24 hours. */
const RETENTION_MS = 86_400_000;
/** Expired keys are swept once every this many stored answers. */
const SWEEP_EVERY = 500;

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** Answers that carry fresh tokens are never stored (the database holds no token in clear, issue 18.6). */
const NOT_STORED = new Set(['/api/user/login', '/api/user/refresh']);

/** The text a key reused for another request body answers (422). */
export const keyReusedMessage = 'The Idempotency-Key was already used for a different request';

interface StoredAnswer {
  fingerprint: string;
  status: number;
  content_type: string | null;
  location: string | null;
  body: string;
}

/**
 * Honours the `Idempotency-Key` header on every write under `/api/` (POST, PUT, DELETE): the first
 * answer for a key, per route and `token`, is stored in SQLite and replayed for a retry with the
 * same key (header `Idempotent-Replayed: true`) without running the handler again. Only answers
 * that applied a write (status below 400) are stored: a refusal (4xx) or a server error (5xx, also a
 * fault-switch answer, which runs before this) changed nothing, so its retry runs again — an order
 * refused for stock may succeed after a restock. A retry that arrives while the
 * first call is still running waits for it. A key reused with another body answers 422.
 */
export function idempotency(db: DatabaseSync, clock: Clock): MiddlewareHandler {
  db.exec(`CREATE TABLE IF NOT EXISTS idempotency (
    scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
    content_type TEXT, location TEXT, body TEXT NOT NULL, created_at INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS idempotency_created ON idempotency (created_at);`);
  const find = db.prepare(
    'SELECT fingerprint, status, content_type, location, body FROM idempotency WHERE scope = ? AND key = ? AND created_at > ?',
  );
  const store = db.prepare(
    'INSERT OR REPLACE INTO idempotency (scope, key, fingerprint, status, content_type, location, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const sweep = db.prepare('DELETE FROM idempotency WHERE created_at <= ?');
  const running = new Map<string, Promise<void>>();
  let stored = 0;

  const replay = (answer: StoredAnswer): Response => {
    const headers = new Headers({ 'Idempotent-Replayed': 'true' });
    if (answer.content_type) headers.set('Content-Type', answer.content_type);
    if (answer.location) headers.set('Location', answer.location);
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
  };

  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || !WRITE_METHODS.has(c.req.method) || NOT_STORED.has(c.req.path)) return next();
    // The user token scopes the key, by its hash: never stored in clear.
    const token = c.req.query('token');
    const scope = `${c.req.method} ${c.req.path} ${token ? createHash('sha256').update(token).digest('hex') : ''}`;
    const slot = `${scope}\n${key}`;
    const body = await c.req.text();
    const fingerprint = createHash('sha1').update(c.req.url).update('\n').update(body).digest('base64');

    // Wait for every call of this key still running (no await between this loop and `running.set`).
    for (let earlier = running.get(slot); earlier; earlier = running.get(slot)) await earlier;
    const previous = find.get(scope, key, clock.now() - RETENTION_MS) as StoredAnswer | undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) return c.json({ code: 422, result: keyReusedMessage }, 422);
      return replay(previous);
    }

    let done = () => {};
    running.set(
      slot,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    try {
      await next();
      const res = c.res;
      if (res.status < 400) {
        const text = await res.clone().text();
        const now = clock.now();
        store.run(
          scope,
          key,
          fingerprint,
          res.status,
          res.headers.get('content-type'),
          res.headers.get('location'),
          text,
          now,
        );
        if (++stored % SWEEP_EVERY === 0) sweep.run(now - RETENTION_MS);
      }
    } finally {
      running.delete(slot);
      done();
    }
  };
}
