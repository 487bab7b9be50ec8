import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';

// A pooled connection that PostgreSQL ends while it is idle (a restart, a failover, an administrator)
// must not take the server down: node-postgres reports it as an 'error' event on the pool, which
// ended the process when nothing listened. The real termination needs TEST_DATABASE_URL.

const DATABASE_URL = process.env.TEST_DATABASE_URL;

async function backendPid(db: Awaited<ReturnType<typeof openPostgres>>['db']): Promise<number> {
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return Number(result.rows[0]?.pid);
}

describe('a lost database connection', () => {
  it('is reported, not thrown, when the pool raises it', async () => {
    const lost: Error[] = [];
    // Nothing connects until a query: this runs without a PostgreSQL server.
    const handle = await openPostgres('postgres://nobody@127.0.0.1:1/none', 1, (error) => lost.push(error));
    if (handle.kind !== 'pg') throw new Error('expected a pool');
    expect(() => handle.pool.emit('error', new Error('terminating connection'))).not.toThrow();
    expect(lost.map((error) => error.message)).toEqual(['terminating connection']);
    await handle.close();
  });

  it.skipIf(!DATABASE_URL)(
    'ended by PostgreSQL while idle: reported, and the next query gets a new one',
    async () => {
      const lost: Error[] = [];
      const handle = await openPostgres(DATABASE_URL ?? '', 1, (error) => lost.push(error));
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      try {
        const first = await backendPid(handle.db);
        await admin.query('select pg_terminate_backend($1)', [first]);
        await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
        expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
        const second = await backendPid(handle.db);
        expect(second).not.toBe(first);
      } finally {
        await admin.end();
        await handle.close();
      }
    },
  );

  it.skipIf(!DATABASE_URL)('ended during a query: that query fails, the next one runs', async () => {
    const handle = await openPostgres(DATABASE_URL ?? '', 1, () => {});
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      const first = await backendPid(handle.db);
      const slow = handle.db.execute(sql`select pg_sleep(5)`).then(
        () => 'finished',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
      );
      const stateOf = async () =>
        (await admin.query('select state from pg_stat_activity where pid = $1', [first])).rows[0]?.state;
      await expect.poll(stateOf).toBe('active');
      await admin.query('select pg_terminate_backend($1)', [first]);
      expect(await slow).toBe('57P01');
      expect(await backendPid(handle.db)).not.toBe(first);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
