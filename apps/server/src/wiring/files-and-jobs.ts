import { createJobRegistry, type JobRegistry } from '../jobs/job-registry';
import { createDownloadJobRunner, type DownloadJobRunner } from '../jobs/job-runner';
import { createDownloadJobRepository } from '../modules/download/repository';
import { downloadJobRoutes } from '../modules/download/routes';
import { createDownloadJobService } from '../modules/download/service';
import { createDownloadService } from '../modules/file/download-service';
import { owningRecordsOf } from '../modules/file/record-owners';
import { createFileRepository } from '../modules/file/repository';
import { fileRoutes } from '../modules/file/routes';
import { createUploadService } from '../modules/file/upload-service';
import { createGovSettingsRepository } from '../modules/gov-settings/repository';
import { proposalPdfExportKind } from '../modules/proposal/proposal-pdf-export';
import { questionnaireExportKind } from '../modules/questionnaire/questionnaire-export';
import { createQuestionnaireService } from '../modules/questionnaire/service';
import { createRosterExportRepository } from '../modules/roster/export-repository';
import { houseRosterExportKind } from '../modules/roster/house-roster-export';
import { rosterPdfExportKind } from '../modules/roster/roster-pdf-export';
import { paperScanJobKind } from '../modules/voting/paper-scan-job';
import { reminderJobKind } from '../modules/voting/reminder-job';
import { registerVotingJobs } from '../modules/voting/voting-jobs';
import { createStorage } from '../providers/storage/create-storage';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { AccountServices } from './account-area';
import type { SharedDeps } from './shared-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job kinds and this process's worker (tests drive `runner.runOnce()` with a fake clock). */
    downloadJobs: { registry: JobRegistry; runner: DownloadJobRunner };
  }
}

/** Stored files, their uploads and downloads, and the background jobs that write export files. */
export async function createFileServices(
  deps: SharedDeps,
  accounts: AccountServices,
  /** A caller's store (tests); default: the one of `config.storage` (local disk or S3). */
  storageOverride: StorageProvider | undefined,
) {
  const { app, config, db, clock, communityRepo } = deps;
  const { communityAccess, sessions } = accounts;
  const storage = storageOverride ?? (await createStorage(config));
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
  // Built here because its export is a job kind; its routes later use the same service.
  const questionnaire = createQuestionnaireService({ db, clock });
  jobRegistry.register(questionnaireExportKind(questionnaire));
  registerVotingJobs(jobRegistry, { db, clock, appSecret: config.appSecret });
  jobRegistry.register(paperScanJobKind({ db, clock, storage, appSecret: config.appSecret }));
  jobRegistry.register(reminderJobKind({ db, clock, sms: deps.sms, wechat: deps.reminderWechat }));
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
  return { storage, fileRepo, uploads, downloads, downloadJobService, jobRunner, questionnaire };
}

export type FileServices = Awaited<ReturnType<typeof createFileServices>>;

export async function registerFileRoutes(deps: SharedDeps, files: FileServices): Promise<void> {
  await deps.app.register(fileRoutes({ uploads: files.uploads, downloads: files.downloads }));
  await deps.app.register(downloadJobRoutes(files.downloadJobService));
}
