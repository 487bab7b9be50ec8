import { ownerPreferenceRoutes } from '../modules/account/owner-preference-routes';
import { createOwnerPreferenceService } from '../modules/account/owner-preferences';
import { createQrLoginService } from '../modules/account/qr-login-service';
import { createAccountRepository } from '../modules/account/repository';
import { accountRoutes } from '../modules/account/routes';
import { createAccountService } from '../modules/account/service';
import { createSessionCache } from '../modules/account/session-cache';
import { createSessionService } from '../modules/account/session-service';
import { createSmsCodeService } from '../modules/account/sms-code-service';
import { createLoginStores } from '../modules/account/stores/login-stores';
import { createUserInfoService } from '../modules/account/user-info-service';
import { createCommunityAccessService } from '../modules/community/access-service';
import type { SharedDeps } from './shared-deps';

/**
 * Logins, sessions and who may enter which community. Built before the plugins: the auth and
 * community guards check every later route against these sessions and memberships.
 */
export function createAccountServices(deps: SharedDeps) {
  const { app, config, db, clock, redis, communityRepo } = deps;
  const accountRepo = createAccountRepository(db);
  const loginStores = createLoginStores({ db, redis, findUserById: accountRepo.findUserById });
  const sessionCache = createSessionCache({
    ttlMs: config.sessionCacheSeconds * 1000,
    redis,
    channel: `${config.redis?.keyPrefix ?? ''}session-revoked`,
  });
  app.addHook('onClose', () => sessionCache.close());
  const sessions = createSessionService({ store: loginStores.sessions, clock, cache: sessionCache });
  const smsCodes = createSmsCodeService({
    repo: accountRepo,
    clock,
    sms: deps.sms,
    secret: config.appSecret,
    exposeDevSecrets: !config.isProduction,
    limits: config.login,
  });
  const userInfo = createUserInfoService({ communities: communityRepo });
  const account = createAccountService({
    repo: accountRepo,
    communities: communityRepo,
    sessions,
    smsCodes,
    userInfo,
  });
  const qrLogin = createQrLoginService({
    repo: accountRepo,
    store: loginStores.qrLogins,
    clock,
    wechat: deps.wechat,
    account,
    ttlSeconds: config.login.qrLoginTtlSeconds,
  });
  const communityAccess = createCommunityAccessService(communityRepo);
  return { accountRepo, sessions, smsCodes, account, qrLogin, communityAccess };
}

export type AccountServices = ReturnType<typeof createAccountServices>;

export async function registerAccountRoutes(deps: SharedDeps, services: AccountServices): Promise<void> {
  const { app, db, clock } = deps;
  const { account, smsCodes, sessions, qrLogin } = services;
  await app.register(accountRoutes({ account, smsCodes, sessions, qrLogin }));
  await app.register(ownerPreferenceRoutes(createOwnerPreferenceService({ db, clock })));
}
