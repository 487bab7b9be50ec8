import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../common/clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { type CommunityRepository, createCommunityRepository } from '../modules/community/repository';
import type { ReminderWechatChannel } from '../modules/voting/reminder-wechat';
import { createIdentityProvider } from '../providers/identity/create-identity-provider';
import type { IdentityProvider } from '../providers/identity/identity-provider';
import { openRedis } from '../providers/redis/open-redis';
import { createSmsProvider } from '../providers/sms/create-sms-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { createDevWechatProvider } from '../providers/wechat/dev-wechat-provider';
import { createWechatApiProvider } from '../providers/wechat/wechat-api-provider';
import type { WechatProvider } from '../providers/wechat/wechat-provider';

/** What every area's wiring may use: the instance, its settings and the outside services. */
export type SharedDeps = {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  identity: IdentityProvider;
  wechat: WechatProvider;
  /** The WeChat channel of vote reminders; null when they go by SMS only. */
  reminderWechat: ReminderWechatChannel | null;
  redis: Redis | null;
  communityRepo: CommunityRepository;
};

/** Services are plain objects wired by hand, so tests can swap a provider or the clock. */
export async function createSharedDeps(
  app: FastifyInstance,
  base: { config: AppConfig; db: Db; clock: Clock },
  /** A caller's providers (tests); each defaults to the one the config names. */
  overrides: { sms?: SmsProvider; identity?: IdentityProvider; wechat?: WechatProvider },
): Promise<SharedDeps> {
  const { config, db } = base;
  const sms = overrides.sms ?? createSmsProvider(config, app.log);
  const identity = overrides.identity ?? createIdentityProvider(config, app.log);
  const wechat =
    overrides.wechat ??
    (config.wechat
      ? createWechatApiProvider({ ...config.wechat, publicUrl: config.publicUrl })
      : createDevWechatProvider(config.publicUrl));
  const communityRepo = createCommunityRepository(db);
  // Sessions, QR logins and per-IP limits go to Redis when REDIS_URL is set (several instances).
  const redis = config.redis ? await openRedis(config.redis) : null;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  // Reminders' WeChat channel: only with a template, and never the dev stand-in in production.
  const reminderWechat =
    config.wechatReminder && (wechat.name !== 'dev' || !config.isProduction)
      ? { provider: wechat, publicUrl: config.publicUrl, ...config.wechatReminder }
      : null;
  return { ...base, app, sms, identity, wechat, reminderWechat, redis, communityRepo };
}
