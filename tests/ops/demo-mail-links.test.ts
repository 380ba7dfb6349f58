import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { withDb } from '../support/net.js';
import { startServer } from '../support/serverProcess.js';

/**
 * The demo's mails as `npm start` writes them (review 34 #9): the server seeds the demo before it
 * builds the app, so the mail links must be set first. A demo mail's links point at PUBLIC_URL and
 * its unsubscribe token is honoured by the server that seeded it.
 */
const name = `berth_ops_${randomBytes(5).toString('hex')}`;
const url = withDb(inject('adminUrl'), name);
const PUBLIC = 'https://berth.terminal.example';

afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('the demo seeded at start', () => {
  it('writes mails whose links point at the public address and whose unsubscribe token the server accepts', async () => {
    const server = await startServer({
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      PUBLIC_URL: PUBLIC,
      BERTH_SECRET: randomBytes(32).toString('base64'),
    });
    try {
      await server.ready(180_000);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query<{ body: string }>(
        `SELECT body FROM mail_outbox WHERE body LIKE '%/unsubscribe?token=%' ORDER BY id LIMIT 1`,
      );
      await c.end();
      expect(rows).toHaveLength(1);
      const link = /(https?:\/\/[^\s/]+)\/unsubscribe\?token=([\w-]+\.[\w-]+)/.exec(rows[0]!.body);
      expect(link?.[1]).toBe(PUBLIC);
      expect(rows[0]!.body).toContain(`${PUBLIC}/`);
      const res = await fetch(`${server.base}/api/mail/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link![2] }),
      });
      const answer = (await res.json()) as { code: number; data: { event: string } };
      expect(res.status).toBe(200);
      expect(answer.data.event).toMatch(/^\w+$/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
    }
  }, 240_000);
});
