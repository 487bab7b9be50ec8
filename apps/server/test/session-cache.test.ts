import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/account/repository';
import { createSessionCache } from '../src/modules/account/session-cache';
import { createSessionService } from '../src/modules/account/session-service';
import type { SessionStore, StoredSession } from '../src/modules/account/stores/session-store';
import { openRedis } from '../src/providers/redis/open-redis';
import { fakeClock } from './support/test-app';

// The per-instance session cache (modules/account/session-cache.ts): repeated calls with one token
// skip the store, and yet a logout, an expiry and the sliding refresh behave as without it. The
// cross-instance half (a logout published through Redis) needs TEST_REDIS_URL.

const REDIS_URL = process.env.TEST_REDIS_URL;

/** An in-memory store that counts its lookups. */
function countingStore() {
  const rows = new Map<string, StoredSession>();
  const calls = { find: 0, extend: 0 };
  const user = { id: 7, userCode: 'U7', mobile: '13800000001' } as UserRow;
  const store: SessionStore = {
    async insert(session) {
      rows.set(session.tokenHash, { ...session });
    },
    async find(tokenHash) {
      calls.find += 1;
      const session = rows.get(tokenHash);
      return session ? { session: { ...session }, user } : null;
    },
    async extend(tokenHash, now, expiresAt) {
      calls.extend += 1;
      const session = rows.get(tokenHash);
      if (session) rows.set(tokenHash, { ...session, lastSeenAt: now, expiresAt });
    },
    async delete(tokenHash) {
      rows.delete(tokenHash);
    },
  };
  return { store, rows, calls };
}

function setup(ttlMs = 5_000) {
  const clock = fakeClock();
  let realNow = 0;
  const cache = createSessionCache({ ttlMs, now: () => realNow });
  const { store, rows, calls } = countingStore();
  const sessions = createSessionService({ store, clock, cache });
  return { clock, cache, rows, calls, sessions, pass: (ms: number) => (realNow += ms) };
}

describe('session cache', () => {
  it('looks a token up once within the cache window, then again after it', async () => {
    const { sessions, calls, pass } = setup();
    const token = await sessions.issue(7, 'WEB_COMMUNITY');
    for (let i = 0; i < 5; i += 1) expect((await sessions.resolve(token))?.userId).toBe(7);
    expect(calls.find).toBe(1);
    pass(5_000);
    await sessions.resolve(token);
    expect(calls.find).toBe(2);
  });

  it('holds only the window: tokens looked up once leave when later ones are cached', async () => {
    const { sessions, cache, pass } = setup();
    const tokens = [];
    for (let i = 0; i < 50; i += 1) tokens.push(await sessions.issue(7, 'WEB_COMMUNITY'));
    for (const token of tokens.slice(0, 40)) await sessions.resolve(token);
    expect(cache.size()).toBe(40);
    pass(5_000);
    for (const token of tokens.slice(40)) await sessions.resolve(token);
    expect(cache.size()).toBe(10);
  });

  it('a logout ends the session at once, cached or not', async () => {
    const { sessions } = setup();
    const token = await sessions.issue(7, 'OWNER');
    const actor = await sessions.resolve(token);
    expect(actor).not.toBeNull();
    await sessions.revoke(actor?.sessionId ?? '');
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('a new login drops the session the caller came with', async () => {
    const { sessions } = setup();
    const old = await sessions.issue(7, 'WEB_COMMUNITY');
    await sessions.resolve(old);
    await sessions.issue(7, 'WEB_COMMUNITY', old);
    expect(await sessions.resolve(old)).toBeNull();
  });

  it('an expired session is refused even while cached', async () => {
    const { sessions, clock } = setup(60_000);
    const token = await sessions.issue(7, 'WEB_COMMUNITY');
    await sessions.resolve(token);
    clock.advance(31 * 86_400);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('slides the expiry from cached calls too, at most every five minutes', async () => {
    const { sessions, clock, calls, rows } = setup(60 * 60_000);
    const token = await sessions.issue(7, 'WEB_COMMUNITY');
    await sessions.resolve(token);
    clock.advance(4 * 60);
    await sessions.resolve(token);
    expect(calls.extend).toBe(0);
    clock.advance(2 * 60);
    await sessions.resolve(token);
    await sessions.resolve(token);
    expect(calls.extend).toBe(1);
    expect(calls.find).toBe(1);
    const [row] = [...rows.values()];
    expect(row?.lastSeenAt.getTime()).toBe(clock.now().getTime());
  });

  it('with a window of 0 every call asks the store', async () => {
    const { sessions, calls } = setup(0);
    const token = await sessions.issue(7, 'WEB_COMMUNITY');
    await sessions.resolve(token);
    await sessions.resolve(token);
    expect(calls.find).toBe(2);
  });
});

describe.skipIf(!REDIS_URL)('session cache across instances (Redis)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  it('a logout on one instance drops the session cached on another', async () => {
    const channel = `gz-test-${randomBytes(6).toString('hex')}:session-revoked`;
    const open = async () => {
      const client = await openRedis({ url: REDIS_URL ?? '', keyPrefix: 'gz-test:' });
      clients.push(client);
      return client;
    };
    const a = createSessionCache({ ttlMs: 60_000, redis: await open(), channel });
    const b = createSessionCache({ ttlMs: 60_000, redis: await open(), channel });
    const entry = {
      actor: {
        userId: 7,
        userCode: 'U7',
        mobile: '13800000001',
        sessionId: 'h1',
        sessionKind: 'OWNER' as const,
      },
      expiresAt: new Date(Date.now() + 60_000),
      lastSeenAt: new Date(),
    };
    a.set('h1', entry);
    b.set('h1', entry);
    // Both subscribed before the logout is published.
    await a.drop('nothing');
    await b.drop('h1');
    await expect.poll(() => a.get('h1'), { timeout: 2_000 }).toBeUndefined();
    expect(b.get('h1')).toBeUndefined();
    await a.close();
    await b.close();
  });
});
