import './common/zod-setup';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './common/clock';
import { createDevClock } from './common/dev-clock';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { devClockRoutes } from './modules/dev/clock-routes';
import { healthRoutes } from './modules/health/routes';
import type { RosterUsageChecker } from './modules/roster/usage-checker';
import { stampAfterPublication } from './modules/voting/timestamp-routes';
import { createAuthGuards, registerAuth } from './plugins/auth';
import { registerCommunityGuard } from './plugins/community-guard';
import { registerContentEncoding } from './plugins/content-encoding';
import { registerErrorHandling } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { genReqId, loggerOptions, registerRequestIdEcho } from './plugins/logging';
import { registerRouteCatalog } from './plugins/route-catalog';
import { registerRateLimit, registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import type { AiProvider } from './providers/ai/ai-provider';
import type { IdentityProvider } from './providers/identity/identity-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import type { StorageProvider } from './providers/storage/storage-provider';
import type { WechatProvider } from './providers/wechat/wechat-provider';
import { createAccountServices, registerAccountRoutes } from './wiring/account-area';
import { startBackgroundWork } from './wiring/background-work';
import { registerCommunityAffairRoutes } from './wiring/community-affairs';
import { createFileServices, registerFileRoutes } from './wiring/files-and-jobs';
import { registerGovRoutes } from './wiring/gov-areas';
import { registerPlatformRoutes } from './wiring/platform-areas';
import { createRosterServices, registerRosterRoutes } from './wiring/roster-area';
import { createSharedDeps } from './wiring/shared-deps';
import { createVotingServices, registerVotingRoutes } from './wiring/voting-area';

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  /** Tests pass a movable clock; production uses the system clock. */
  clock?: Clock;
  /** Defaults to the sender of `config.sms` (SMS_PROVIDER: console, aliyun or tencent). */
  sms?: SmsProvider;
  wechat?: WechatProvider;
  /** Defaults to the store of `config.storage` (local disk or S3). */
  storage?: StorageProvider;
  /** Where pino writes (tests capture it); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Real-name verification; default: `config.identity` (IDENTITY_PROVIDER: local format check or aliyun). */
  identity?: IdentityProvider;
  /** Whether votes in progress use roster objects; default: the voting module's checker. */
  rosterUsage?: RosterUsageChecker;
  /** The adviser's writer; default: the OpenAI-compatible endpoint of `config.ai`, else local retrieval only. */
  ai?: AiProvider | null;
  /** Extra routes registered after the modules (tests use it for throwing or guarded probe routes). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
};

/**
 * Builds the whole server: every plugin and area in one visible list (DESIGN §11). Each area's
 * wiring lives in `wiring/`; the calls stay here because their order is the order of the hooks
 * and routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  // DEV_CLOCK_CONTROL=1 (development only): the same time for every service, movable by POST /v1/dev/clock.
  const baseClock = options.clock ?? systemClock;
  const devClock = config.devClockControl ? createDevClock(baseClock) : null;
  const clock = devClock ?? baseClock;

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A POST without a body (logoutToC) is an empty object, not a parse error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {});
    return defaultJson(request, String(body), done);
  });

  // Built before the plugins: the guards and the publication stamp use them, and so do several areas.
  const deps = await createSharedDeps(app, { config, db, clock }, options);
  const accounts = createAccountServices(deps);
  const files = await createFileServices(deps, accounts, options.storage);
  const rosters = createRosterServices(deps, options.rosterUsage);
  const votes = createVotingServices(deps);

  // Plugins, in order: catalog and guards must see every route registered after them.
  registerRouteCatalog(app);
  registerRequestIdEcho(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerContentEncoding(app);
  await registerRateLimit(app, config.rateLimitAllowList, deps.redis);
  registerAuth(app, createAuthGuards(accounts.sessions));
  registerCommunityGuard(app, accounts.communityAccess);
  registerInputGuard(app);
  stampAfterPublication(app, votes.timestamps);
  // Multipart is parsed only where a route asks for it (spreadsheet imports): one file, 20 MB.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_SIZE, files: 1, fields: 20 } });

  // Areas.
  await app.register(healthRoutes(db));
  if (devClock) await app.register(devClockRoutes(devClock));
  await registerAccountRoutes(deps, accounts);
  await registerFileRoutes(deps, files);
  await registerRosterRoutes(deps, files, rosters);
  const { objectionPeriods } = await registerVotingRoutes(deps, files, votes);
  await registerCommunityAffairRoutes(deps, files);
  const { govOrganize } = await registerGovRoutes(deps, accounts, files);
  const { sitePages } = await registerPlatformRoutes(deps, options.ai);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  startBackgroundWork(deps, {
    accountRepo: accounts.accountRepo,
    uploads: files.uploads,
    govOrganize,
    voting: votes.voting,
    objectionPeriods,
    timestamps: votes.timestamps,
    jobRunner: files.jobRunner,
  });

  // The web app last: it owns every path the API does not.
  await registerWebApp(app, config, { sendNotFound: sitePages.sendNotFound });
  return app;
}
