import './common/zod-setup';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './common/clock';
import { createDevClock } from './common/dev-clock';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createJobRegistry, type JobRegistry } from './jobs/job-registry';
import { createDownloadJobRunner, type DownloadJobRunner } from './jobs/job-runner';
import { ownerPreferenceRoutes } from './modules/account/owner-preference-routes';
import { createOwnerPreferenceService } from './modules/account/owner-preferences';
import { createQrLoginService } from './modules/account/qr-login-service';
import { createAccountRepository } from './modules/account/repository';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createSessionCache } from './modules/account/session-cache';
import { createSessionService } from './modules/account/session-service';
import { createSmsCodeService } from './modules/account/sms-code-service';
import { createLoginStores } from './modules/account/stores/login-stores';
import { createUserInfoService } from './modules/account/user-info-service';
import { loadKnowledgeGroups } from './modules/adviser/knowledge-source';
import { adviserRoutes } from './modules/adviser/routes';
import { createAdviserService } from './modules/adviser/service';
import { archiveRoutes } from './modules/archive/routes';
import { createArchiveService } from './modules/archive/service';
import { uploadRequestRoutes } from './modules/archive/upload-request-routes';
import { createUploadRequestService } from './modules/archive/upload-request-service';
import { certificationRoutes } from './modules/certification/routes';
import { createCertificationService } from './modules/certification/service';
import { createCommunityAccessService } from './modules/community/access-service';
import { communityInfoRoutes, createCommunityInfoService } from './modules/community/info-routes';
import { createCommunityInfoRepository, createCommunityRepository } from './modules/community/repository';
import { communityRegistrationRoutes } from './modules/community-registration/routes';
import { createCommunityRegistrationService } from './modules/community-registration/service';
import { complaintRoutes } from './modules/complaint/routes';
import { createComplaintService } from './modules/complaint/service';
import { devClockRoutes } from './modules/dev/clock-routes';
import { createDownloadJobRepository } from './modules/download/repository';
import { downloadJobRoutes } from './modules/download/routes';
import { createDownloadJobService } from './modules/download/service';
import { estateRoutes } from './modules/estate/routes';
import { createEstateService } from './modules/estate/service';
import { createDownloadService } from './modules/file/download-service';
import { owningRecordsOf } from './modules/file/record-owners';
import { createFileRepository } from './modules/file/repository';
import { fileRoutes } from './modules/file/routes';
import { createUploadService } from './modules/file/upload-service';
import { financeRoutes } from './modules/finance/routes';
import { createFinanceService } from './modules/finance/service';
import { govActivityRoutes } from './modules/gov-activity/routes';
import { createGovActivityService } from './modules/gov-activity/service';
import { govBoardRoutes } from './modules/gov-board/routes';
import { createGovBoardService } from './modules/gov-board/service';
import { govCommunityAffairRoutes } from './modules/gov-community-affair/routes';
import { createGovCommunityAffairService } from './modules/gov-community-affair/service';
import { govInformationRoutes } from './modules/gov-information/routes';
import { createGovInformationService } from './modules/gov-information/service';
import { govOrganizeRoutes } from './modules/gov-organize/routes';
import { createGovOrganizeService } from './modules/gov-organize/service';
import { createGovSettingsRepository } from './modules/gov-settings/repository';
import { govSettingsRoutes } from './modules/gov-settings/routes';
import { createGovSettingsService } from './modules/gov-settings/service';
import { govSolicitationRoutes } from './modules/gov-solicitation/routes';
import { createGovSolicitationService } from './modules/gov-solicitation/service';
import { govStatRoutes } from './modules/gov-stat/routes';
import { createGovStatService } from './modules/gov-stat/service';
import { healthRoutes } from './modules/health/routes';
import { meetingRoutes } from './modules/meeting/routes';
import { createMeetingService } from './modules/meeting/service';
import { noticeRoutes } from './modules/notice/routes';
import { createNoticeService } from './modules/notice/service';
import { platformOperatorRoutes } from './modules/platform-operator/routes';
import { createPlatformOperatorService } from './modules/platform-operator/service';
import { proposalPdfExportKind } from './modules/proposal/proposal-pdf-export';
import { proposalRoutes } from './modules/proposal/routes';
import { createProposalService } from './modules/proposal/service';
import { questionnaireExportKind } from './modules/questionnaire/questionnaire-export';
import { questionnaireRoutes } from './modules/questionnaire/routes';
import { createQuestionnaireService } from './modules/questionnaire/service';
import { quickVoteRoutes } from './modules/quick-vote/routes';
import { createQuickVoteService } from './modules/quick-vote/service';
import { createRosterExportRepository } from './modules/roster/export-repository';
import { houseRosterExportKind } from './modules/roster/house-roster-export';
import { rosterImportRoutes } from './modules/roster/import-routes';
import { createRosterImportService } from './modules/roster/import-service';
import { rosterPdfRoutes } from './modules/roster/pdf-routes';
import { rosterPdfExportKind } from './modules/roster/roster-pdf-export';
import { rosterRoutes } from './modules/roster/routes';
import { createRosterService } from './modules/roster/service';
import type { RosterUsageChecker } from './modules/roster/usage-checker';
import { operatorTexts } from './modules/site/operator-texts';
import { createSiteRepository } from './modules/site/repository';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { createSitePages } from './modules/site/site-pages';
import { icpResolver } from './modules/site/site-settings';
import { votingDoorToDoorRoutes } from './modules/voting/door-to-door-routes';
import { createDoorToDoorService } from './modules/voting/door-to-door-service';
import { votingObjectionRoutes } from './modules/voting/objection-routes';
import { createObjectionPeriods, createObjectionService } from './modules/voting/objection-service';
import { votingPaperRoutes } from './modules/voting/paper-routes';
import { paperScanJobKind } from './modules/voting/paper-scan-job';
import { votingPaperScanRoutes } from './modules/voting/paper-scan-routes';
import { createPaperScanService } from './modules/voting/paper-scan-service';
import { createVotingPaperService } from './modules/voting/paper-service';
import { votingQuorumRoutes } from './modules/voting/quorum-routes';
import { createQuorumTracker } from './modules/voting/quorum-service';
import { reminderJobKind } from './modules/voting/reminder-job';
import { votingReminderRoutes } from './modules/voting/reminder-routes';
import { createReminderService } from './modules/voting/reminder-service';
import { votingResultRoutes } from './modules/voting/result-routes';
import { createVotingResultService } from './modules/voting/result-service';
import { votingRoutes } from './modules/voting/routes';
import { createVotingService, createVotingUsageChecker } from './modules/voting/service';
import { stampAfterPublication, votingTimestampRoutes } from './modules/voting/timestamp-routes';
import { createVotingTimestampService } from './modules/voting/timestamp-service';
import { registerVotingJobs } from './modules/voting/voting-jobs';
import { wechatRoutes } from './modules/wechat/routes';
import { createWechatService } from './modules/wechat/service';
import { workgroupRoutes } from './modules/workgroup/routes';
import { createWorkgroupService } from './modules/workgroup/service';
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
import { createOpenAiCompatibleProvider } from './providers/ai/openai-compatible-provider';
import { createIdentityProvider } from './providers/identity/create-identity-provider';
import type { IdentityProvider } from './providers/identity/identity-provider';
import { openRedis } from './providers/redis/open-redis';
import { createSmsProvider } from './providers/sms/create-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import { createStorage } from './providers/storage/create-storage';
import type { StorageProvider } from './providers/storage/storage-provider';
import { createTimestampAuthority } from './providers/timestamp/create-timestamp-authority';
import { createDevWechatProvider } from './providers/wechat/dev-wechat-provider';
import { createWechatApiProvider } from './providers/wechat/wechat-api-provider';
import type { WechatProvider } from './providers/wechat/wechat-provider';

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

/** How often an instance looks for votes that started without anybody opening them. */
const ROLL_SWEEP_MS = 30_000;

/** How often an instance makes results final whose objection period is over (issue #22 item 4). */
const OBJECTION_SWEEP_MS = 60_000;
/** How often an instance retries unanchored published heads and stamps running votes (once a day each). */
const TIMESTAMP_SWEEP_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job kinds and this process's worker (tests drive `runner.runOnce()` with a fake clock). */
    downloadJobs: { registry: JobRegistry; runner: DownloadJobRunner };
    /** Freezes the rolls of votes whose start has passed (the timer's work; tests call it). */
    votingRolls: { sweep: () => Promise<number> };
    /** Makes results final whose objection period is over with no objection open (the timer's work; tests call it). */
    votingObjections: { sweep: () => Promise<number> };
    /** RFC 3161 stamps of chain heads (issue #22 item 8): the timer's sweep, and the publication stamps in flight. */
    votingTimestamps: { sweep: () => Promise<number>; settled: () => Promise<void> };
  }
}

/** Builds the whole server: every plugin and module in one visible list (DESIGN §11). */
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

  // Services: plain objects wired by hand, so tests can swap a provider or the clock.
  const sms = options.sms ?? createSmsProvider(config, app.log);
  const identity = options.identity ?? createIdentityProvider(config, app.log);
  const wechat =
    options.wechat ??
    (config.wechat
      ? createWechatApiProvider({ ...config.wechat, publicUrl: config.publicUrl })
      : createDevWechatProvider(config.publicUrl));
  const accountRepo = createAccountRepository(db);
  const communityRepo = createCommunityRepository(db);
  // Sessions, QR logins and per-IP limits go to Redis when REDIS_URL is set (several instances).
  const redis = config.redis ? await openRedis(config.redis) : null;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit();
    });
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
    sms,
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
    wechat,
    account,
    ttlSeconds: config.login.qrLoginTtlSeconds,
  });
  const communityAccess = createCommunityAccessService(communityRepo);
  const storage = options.storage ?? (await createStorage(config));
  const fileRepo = createFileRepository(db);
  const uploads = createUploadService({
    repo: fileRepo,
    storage,
    access: communityAccess,
    clock,
    secret: config.appSecret,
  });
  // Job kinds are registered by the areas that own the data.
  const jobRegistry = createJobRegistry();
  const downloads = createDownloadService({
    repo: fileRepo,
    storage,
    access: communityAccess,
    govStaffOf: communityRepo.govStaffOf,
    isOperator: createGovSettingsRepository(db).isOperator,
    uploads,
    clock,
    owningRecords: (row) => owningRecordsOf(db, jobRegistry, row),
    sessionOpen: sessions.isOpen,
    secret: config.appSecret,
  });
  const rosterExports = createRosterExportRepository(db);
  jobRegistry.register(houseRosterExportKind(rosterExports));
  jobRegistry.register(rosterPdfExportKind(rosterExports));
  jobRegistry.register(proposalPdfExportKind({ db, storage, clock }));
  const questionnaire = createQuestionnaireService({ db, clock });
  jobRegistry.register(questionnaireExportKind(questionnaire));
  registerVotingJobs(jobRegistry, { db, clock, appSecret: config.appSecret });
  // Reminders' WeChat channel: only with a template, and never the dev stand-in in production.
  const reminderWechat =
    config.wechatReminder && (wechat.name !== 'dev' || !config.isProduction)
      ? { provider: wechat, publicUrl: config.publicUrl, ...config.wechatReminder }
      : null;
  jobRegistry.register(paperScanJobKind({ db, clock, storage, appSecret: config.appSecret }));
  jobRegistry.register(reminderJobKind({ db, clock, sms, wechat: reminderWechat }));
  const jobRepo = createDownloadJobRepository(db);
  const downloadJobService = createDownloadJobService({
    repo: jobRepo,
    registry: jobRegistry,
    access: communityAccess,
    communities: communityRepo,
    clock,
  });
  const jobRunner = createDownloadJobRunner({
    jobs: jobRepo,
    files: fileRepo,
    storage,
    registry: jobRegistry,
    clock,
    log: app.log,
    staleSeconds: config.jobs.staleSeconds,
  });
  app.decorate('downloadJobs', { registry: jobRegistry, runner: jobRunner });
  const communityInfo = createCommunityInfoService({
    communities: communityRepo,
    info: createCommunityInfoRepository(db),
  });
  const rosterUsage = options.rosterUsage ?? createVotingUsageChecker(db, clock);
  const certification = createCertificationService({ db, identity, clock, usage: rosterUsage });
  const roster = createRosterService({ db, usage: rosterUsage });
  const voting = createVotingService({ db, clock });
  const timestamps = createVotingTimestampService({
    db,
    clock,
    tsa: createTimestampAuthority(config),
    log: app.log,
  });

  // Plugins, in order: catalog and guards must see every route registered after them.
  registerRouteCatalog(app);
  registerRequestIdEcho(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerContentEncoding(app);
  await registerRateLimit(app, config.rateLimitAllowList, redis);
  registerAuth(app, createAuthGuards(sessions));
  registerCommunityGuard(app, communityAccess);
  registerInputGuard(app);
  stampAfterPublication(app, timestamps);
  // Multipart is parsed only where a route asks for it (spreadsheet imports): one file, 20 MB.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_SIZE, files: 1, fields: 20 } });

  // Modules.
  await app.register(healthRoutes(db));
  if (devClock) await app.register(devClockRoutes(devClock));
  await app.register(accountRoutes({ account, smsCodes, sessions, qrLogin }));
  await app.register(ownerPreferenceRoutes(createOwnerPreferenceService({ db, clock })));
  await app.register(fileRoutes({ uploads, downloads }));
  await app.register(downloadJobRoutes(downloadJobService));
  await app.register(communityInfoRoutes(communityInfo));
  await app.register(rosterRoutes(roster));
  await app.register(
    rosterImportRoutes(
      createRosterImportService({ db, files: fileRepo, storage, usage: rosterUsage }),
      storage.tempDir,
    ),
  );
  await app.register(rosterPdfRoutes(roster, downloadJobService));
  await app.register(certificationRoutes(certification));
  await app.register(votingRoutes(voting));
  const votingPaper = createVotingPaperService({ db, clock, voting });
  await app.register(votingPaperRoutes(voting, votingPaper, downloadJobService));
  await app.register(
    votingPaperScanRoutes(
      createPaperScanService({ db, clock, storage, voting, paper: votingPaper, jobs: downloadJobService }),
      storage.tempDir,
    ),
  );
  await app.register(
    votingResultRoutes(
      createVotingResultService({
        db,
        clock,
        voting,
        paper: votingPaper,
        notices: createNoticeService({ db, clock }),
        publicUrl: config.publicUrl,
      }),
    ),
  );
  await app.register(votingTimestampRoutes(timestamps));
  await app.register(votingQuorumRoutes(createQuorumTracker(voting)));
  await app.register(
    votingReminderRoutes(
      createReminderService({ voting, jobs: downloadJobService, sms, wechat: reminderWechat }),
    ),
  );
  await app.register(votingDoorToDoorRoutes(createDoorToDoorService(voting, downloadJobService)));
  // Entries after publication are stamped at once (the sweep remains the fallback; issue #22 item 8).
  const objectionPeriods = createObjectionPeriods({
    db,
    clock,
    appended: (votingId) => timestamps.stampEntryInBackground(votingId),
  });
  await app.register(
    votingObjectionRoutes(createObjectionService({ db, clock, voting, periods: objectionPeriods })),
  );
  await app.register(archiveRoutes(createArchiveService({ db, clock })));
  await app.register(uploadRequestRoutes(createUploadRequestService({ db, clock, storage })));
  await app.register(meetingRoutes(createMeetingService({ db, clock })));
  await app.register(workgroupRoutes(createWorkgroupService({ db, clock })));
  await app.register(estateRoutes(createEstateService({ db, clock })));
  await app.register(proposalRoutes(createProposalService({ db, clock }), downloadJobService));
  await app.register(questionnaireRoutes(questionnaire));
  await app.register(quickVoteRoutes(createQuickVoteService({ db, clock })));
  await app.register(noticeRoutes(createNoticeService({ db, clock })));
  await app.register(financeRoutes(createFinanceService({ db, clock })));
  await app.register(
    govSettingsRoutes(
      createGovSettingsService({
        db,
        identity,
        clock,
        communities: communityRepo,
        storage,
      }),
    ),
  );
  await app.register(
    govBoardRoutes(createGovBoardService({ db, communities: communityRepo, now: () => clock.now() })),
  );
  await app.register(
    govCommunityAffairRoutes(
      createGovCommunityAffairService({ db, communities: communityRepo, now: () => clock.now() }),
    ),
  );
  await app.register(govStatRoutes(createGovStatService({ db, communities: communityRepo })));
  await app.register(
    communityRegistrationRoutes(
      createCommunityRegistrationService({ db, clock, communities: communityRepo, storage }),
    ),
  );
  await app.register(complaintRoutes(createComplaintService({ db, clock, communities: communityRepo })));
  await app.register(
    govInformationRoutes(createGovInformationService({ db, clock, communities: communityRepo })),
  );
  await app.register(govActivityRoutes(createGovActivityService({ db, clock, communities: communityRepo })));
  const govOrganize = createGovOrganizeService({
    db,
    clock,
    communities: communityRepo,
    smsCodes,
    uploads,
    downloads,
    storage,
  });
  await app.register(govOrganizeRoutes(govOrganize));
  await app.register(
    govSolicitationRoutes(createGovSolicitationService({ db, clock, communities: communityRepo })),
  );
  await app.register(platformOperatorRoutes(createPlatformOperatorService({ db })));
  const site = createSiteService({ repo: createSiteRepository(db), clock });
  const icpFor = icpResolver(config.siteIcp);
  const operator = operatorTexts(config);
  await app.register(siteRoutes(site, icpFor, operator));
  const ai =
    options.ai !== undefined ? options.ai : config.ai ? createOpenAiCompatibleProvider(config.ai) : null;
  const adviser = createAdviserService({ groups: loadKnowledgeGroups(), ai, log: app.log });
  const sitePages = createSitePages({
    webDist: config.webDist,
    site,
    icpFor,
    publicUrl: config.publicUrl,
    operator,
    searchKnowledge: (keyword) => adviser.search(keyword),
  });
  await app.register(sitePages.routes);
  await app.register(
    wechatRoutes(createWechatService({ wechat, clock, log: app.log, publicUrl: config.publicUrl })),
  );
  await app.register(adviserRoutes(adviser));
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  // Expired sessions, codes and QR keys, and join-form proofs no application took, are purged hourly;
  // each instance may do it, deletes are idempotent.
  const purge = () =>
    Promise.all([
      accountRepo.purgeStale(clock.now()),
      uploads.purgeStale(),
      govOrganize.purgeUntakenJoinProofs(),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  const purgeTimer = setInterval(purge, 3_600_000);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  // A vote's roll freezes at its start even when nobody opens the vote (issue #22 item 1; any read
  // or roster write after the start freezes it first anyway). Every instance sweeps: the vote's row
  // lock makes a second freeze a no-op.
  const sweepRolls = () => voting.core.freezeDue();
  app.decorate('votingRolls', { sweep: sweepRolls });
  const rollTimer = setInterval(
    () => void sweepRolls().catch((error: unknown) => app.log.warn({ err: error }, 'roll sweep failed')),
    ROLL_SWEEP_MS,
  );
  rollTimer.unref();
  app.addHook('onClose', async () => clearInterval(rollTimer));

  // A result becomes final when its objection period is over and no objection is open (issue #22
  // item 4); reads finalise too, the timer records it when nobody looks. The vote's lock makes it once.
  app.decorate('votingObjections', { sweep: objectionPeriods.sweep });
  const objectionTimer = setInterval(
    () =>
      void objectionPeriods
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'objection sweep failed')),
    OBJECTION_SWEEP_MS,
  );
  objectionTimer.unref();
  app.addHook('onClose', async () => clearInterval(objectionTimer));

  // Chain heads are stamped at publication (a hook above) and here: retries of the publications
  // whose stamp failed, and once a day per running vote. Every instance sweeps; one token per head.
  app.decorate('votingTimestamps', { sweep: timestamps.sweep, settled: timestamps.settled });
  if (timestamps.configured) {
    const timestampTimer = setInterval(
      () =>
        void timestamps
          .sweep()
          .catch((error: unknown) => app.log.warn({ err: error }, 'time-stamp sweep failed')),
      TIMESTAMP_SWEEP_MS,
    );
    timestampTimer.unref();
    app.addHook('onClose', async () => clearInterval(timestampTimer));
  }

  // The download-job worker runs in this process unless JOB_WORKER=off (another instance works).
  if (config.jobs.worker === 'inline') {
    app.addHook('onReady', async () => jobRunner.start(config.jobs.pollMs));
    app.addHook('onClose', async () => jobRunner.stop());
  }

  // The web app last: it owns every path the API does not.
  await registerWebApp(app, config, { sendNotFound: sitePages.sendNotFound });
  return app;
}
