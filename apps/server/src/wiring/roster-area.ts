import { certificationRoutes } from '../modules/certification/routes';
import { createCertificationService } from '../modules/certification/service';
import { communityInfoRoutes, createCommunityInfoService } from '../modules/community/info-routes';
import { createCommunityInfoRepository } from '../modules/community/repository';
import { rosterImportRoutes } from '../modules/roster/import-routes';
import { createRosterImportService } from '../modules/roster/import-service';
import { rosterPdfRoutes } from '../modules/roster/pdf-routes';
import { rosterRoutes } from '../modules/roster/routes';
import { createRosterService } from '../modules/roster/service';
import type { RosterUsageChecker } from '../modules/roster/usage-checker';
import { createVotingUsageChecker } from '../modules/voting/service';
import type { FileServices } from './files-and-jobs';
import type { SharedDeps } from './shared-deps';

/** A community's own record: its information, the house roster and the owners' certification. */
export function createRosterServices(
  deps: SharedDeps,
  /** A caller's checker (tests); default: the voting module's, which knows the votes in progress. */
  usageOverride: RosterUsageChecker | undefined,
) {
  const { db, clock, identity, communityRepo } = deps;
  const communityInfo = createCommunityInfoService({
    communities: communityRepo,
    info: createCommunityInfoRepository(db),
  });
  const rosterUsage = usageOverride ?? createVotingUsageChecker(db, clock);
  const certification = createCertificationService({ db, identity, clock, usage: rosterUsage });
  const roster = createRosterService({ db, usage: rosterUsage });
  return { communityInfo, rosterUsage, certification, roster };
}

export type RosterServices = ReturnType<typeof createRosterServices>;

export async function registerRosterRoutes(
  deps: SharedDeps,
  files: FileServices,
  services: RosterServices,
): Promise<void> {
  const { app, db } = deps;
  const { storage, fileRepo, downloadJobService } = files;
  const { roster, rosterUsage } = services;
  await app.register(communityInfoRoutes(services.communityInfo));
  await app.register(rosterRoutes(roster));
  await app.register(
    rosterImportRoutes(
      createRosterImportService({ db, files: fileRepo, storage, usage: rosterUsage }),
      storage.tempDir,
    ),
  );
  await app.register(rosterPdfRoutes(roster, downloadJobService));
  await app.register(certificationRoutes(services.certification));
}
