import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../src/modules/account/repository';
import { createLoginStores, type LoginStores } from '../src/modules/account/stores/login-stores';
import { openRedis } from '../src/providers/redis/open-redis';
import { createTestDb, type TestDb } from './support/test-db';

// The two adapters of each login store (database tables; Redis when REDIS_URL is set) keep one
// contract: the same calls give the same answers. The Redis half needs TEST_REDIS_URL.

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log('login stores on Redis skipped: set TEST_REDIS_URL=redis://… to run them too');

const KEY_PREFIX = `gz-test-${randomBytes(6).toString('hex')}:`;
const T0 = new Date('2026-03-02T02:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const hash = () => randomBytes(32).toString('hex');

let db: TestDb;
let redis: Redis | null = null;
let userId: number;

beforeAll(async () => {
  db = await createTestDb();
  const user = await createAccountRepository(db.handle.db).findUserByMobile('13800000001');
  if (!user) throw new Error('demo user 13800000001 missing');
  userId = user.id;
  if (REDIS_URL) redis = await openRedis({ url: REDIS_URL, keyPrefix: KEY_PREFIX });
});

afterAll(async () => {
  if (redis) {
    await redis.quit();
    // ioredis does not prefix KEYS patterns: a plain client finds this run's keys and removes them.
    const plain = await openRedis({ url: REDIS_URL ?? '', keyPrefix: '' });
    const keys = await plain.keys(`${KEY_PREFIX}*`);
    if (keys.length > 0) await plain.del(...keys);
    await plain.quit();
  }
  await db?.drop();
});

const adapters: { name: string; enabled: boolean; stores: () => LoginStores }[] = [
  {
    name: 'database tables',
    enabled: true,
    stores: () => createLoginStores({ db: db.handle.db, redis: null, findUserById: byId }),
  },
  {
    name: 'Redis',
    enabled: Boolean(REDIS_URL),
    stores: () => createLoginStores({ db: db.handle.db, redis, findUserById: byId }),
  },
];

function byId(id: number) {
  return createAccountRepository(db.handle.db).findUserById(id);
}

describe.each(adapters)('login stores on $name', ({ enabled, stores }) => {
  it.skipIf(!enabled)('keeps a session until it is deleted, and a slide cannot bring it back', async () => {
    const { sessions } = stores();
    const tokenHash = hash();
    expect(await sessions.find(tokenHash)).toBeNull();
    await sessions.insert({ tokenHash, userId, kind: 'WEB_COMMUNITY', lastSeenAt: T0, expiresAt: at(600) });
    const found = await sessions.find(tokenHash);
    expect(found?.user.mobile).toBe('13800000001');
    expect(found?.session).toEqual({
      tokenHash,
      userId,
      kind: 'WEB_COMMUNITY',
      lastSeenAt: T0,
      expiresAt: at(600),
    });
    await sessions.extend(tokenHash, at(300), at(900));
    expect((await sessions.find(tokenHash))?.session).toMatchObject({
      lastSeenAt: at(300),
      expiresAt: at(900),
    });
    await sessions.delete(tokenHash);
    expect(await sessions.find(tokenHash)).toBeNull();
    await sessions.extend(tokenHash, at(400), at(1000));
    expect(await sessions.find(tokenHash)).toBeNull();
  });

  it.skipIf(!enabled)(
    'moves a QR login only from the expected state and hands its token out once',
    async () => {
      const { qrLogins } = stores();
      const keyHash = hash();
      expect(await qrLogins.find(keyHash)).toBeNull();
      await qrLogins.insert({ keyHash, adminOwnerType: 'GOV', now: T0, expiresAt: at(120) });
      expect(await qrLogins.find(keyHash)).toEqual({
        keyHash,
        adminOwnerType: 'GOV',
        state: 'UNSCENTED_CODE',
        scannedByUserId: null,
        failMessage: null,
        expiresAt: at(120),
        tokenIssuedAt: null,
      });
      const scan = { state: 'SCANNED_CODE' as const, scannedByUserId: userId };
      expect(await qrLogins.move(keyHash, 'UNSCENTED_CODE', scan, at(1))).toBe(true);
      // A second phone scanning the same code loses the compare-and-set.
      expect(await qrLogins.move(keyHash, 'UNSCENTED_CODE', scan, at(2))).toBe(false);
      expect(await qrLogins.claimToken(keyHash, at(3))).toBe(false);
      const allow = { state: 'SCANNED_CODE_ALLOW_LOGIN' as const, expiresAt: at(240) };
      expect(await qrLogins.move(keyHash, 'SCANNED_CODE', allow, at(4))).toBe(true);
      expect(await qrLogins.claimToken(keyHash, at(5))).toBe(true);
      expect(await qrLogins.claimToken(keyHash, at(6))).toBe(false);
      expect(await qrLogins.find(keyHash)).toMatchObject({
        state: 'SCANNED_CODE_ALLOW_LOGIN',
        scannedByUserId: userId,
        expiresAt: at(240),
        tokenIssuedAt: at(5),
      });
    },
  );

  it.skipIf(!enabled)('keeps the refusal message of a refused QR login', async () => {
    const { qrLogins } = stores();
    const keyHash = hash();
    await qrLogins.insert({ keyHash, adminOwnerType: 'COMMUNITY', now: T0, expiresAt: at(120) });
    await qrLogins.move(keyHash, 'UNSCENTED_CODE', { state: 'SCANNED_CODE', scannedByUserId: userId }, at(1));
    const refuse = { state: 'SCANNED_CODE_REFUSE_LOGIN' as const, failMessage: '无权登录' };
    expect(await qrLogins.move(keyHash, 'SCANNED_CODE', refuse, at(2))).toBe(true);
    expect(await qrLogins.find(keyHash)).toMatchObject({
      state: 'SCANNED_CODE_REFUSE_LOGIN',
      failMessage: '无权登录',
    });
    expect(await qrLogins.claimToken(keyHash, at(3))).toBe(false);
  });
});
