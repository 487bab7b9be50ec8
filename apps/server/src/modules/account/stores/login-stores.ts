import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import type { UserRow } from '../repository';
import type { QrLoginStore } from './qr-login-store';
import { createDbQrLoginStore } from './qr-login-store-db';
import { createRedisQrLoginStore } from './qr-login-store-redis';
import type { SessionStore } from './session-store';
import { createDbSessionStore } from './session-store-db';
import { createRedisSessionStore } from './session-store-redis';

export type LoginStores = { sessions: SessionStore; qrLogins: QrLoginStore };

/** Redis when the deployment has one (REDIS_URL), else the database tables: the one place that chooses. */
export function createLoginStores(deps: {
  db: Db;
  redis: Redis | null;
  findUserById: (id: number) => Promise<UserRow | null>;
}): LoginStores {
  const { db, redis } = deps;
  if (!redis) return { sessions: createDbSessionStore(db), qrLogins: createDbQrLoginStore(db) };
  return {
    sessions: createRedisSessionStore(redis, deps.findUserById),
    qrLogins: createRedisQrLoginStore(redis),
  };
}
