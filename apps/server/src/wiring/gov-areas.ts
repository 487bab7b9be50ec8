import { communityRegistrationRoutes } from '../modules/community-registration/routes';
import { createCommunityRegistrationService } from '../modules/community-registration/service';
import { complaintRoutes } from '../modules/complaint/routes';
import { createComplaintService } from '../modules/complaint/service';
import { govActivityRoutes } from '../modules/gov-activity/routes';
import { createGovActivityService } from '../modules/gov-activity/service';
import { govBoardRoutes } from '../modules/gov-board/routes';
import { createGovBoardService } from '../modules/gov-board/service';
import { govCommunityAffairRoutes } from '../modules/gov-community-affair/routes';
import { createGovCommunityAffairService } from '../modules/gov-community-affair/service';
import { govInformationRoutes } from '../modules/gov-information/routes';
import { createGovInformationService } from '../modules/gov-information/service';
import { govOrganizeRoutes } from '../modules/gov-organize/routes';
import { createGovOrganizeService } from '../modules/gov-organize/service';
import { govSettingsRoutes } from '../modules/gov-settings/routes';
import { createGovSettingsService } from '../modules/gov-settings/service';
import { govSolicitationRoutes } from '../modules/gov-solicitation/routes';
import { createGovSolicitationService } from '../modules/gov-solicitation/service';
import { govStatRoutes } from '../modules/gov-stat/routes';
import { createGovStatService } from '../modules/gov-stat/service';
import type { AccountServices } from './account-area';
import type { FileServices } from './files-and-jobs';
import type { SharedDeps } from './shared-deps';

/**
 * The government workbench: its settings, boards and statistics, the review of community
 * registrations, complaints, information, activities, organising and solicitations. Answers the
 * organising service, whose untaken join proofs the hourly purge deletes.
 */
export async function registerGovRoutes(deps: SharedDeps, accounts: AccountServices, files: FileServices) {
  const { app, db, clock, identity, communityRepo: communities } = deps;
  const { storage } = files;
  await app.register(
    govSettingsRoutes(createGovSettingsService({ db, identity, clock, communities, storage })),
  );
  await app.register(govBoardRoutes(createGovBoardService({ db, communities, now: () => clock.now() })));
  await app.register(
    govCommunityAffairRoutes(createGovCommunityAffairService({ db, communities, now: () => clock.now() })),
  );
  await app.register(govStatRoutes(createGovStatService({ db, communities })));
  await app.register(
    communityRegistrationRoutes(createCommunityRegistrationService({ db, clock, communities, storage })),
  );
  await app.register(complaintRoutes(createComplaintService({ db, clock, communities })));
  await app.register(govInformationRoutes(createGovInformationService({ db, clock, communities })));
  await app.register(govActivityRoutes(createGovActivityService({ db, clock, communities })));
  const govOrganize = createGovOrganizeService({
    db,
    clock,
    communities,
    smsCodes: accounts.smsCodes,
    uploads: files.uploads,
    downloads: files.downloads,
    storage,
  });
  await app.register(govOrganizeRoutes(govOrganize));
  await app.register(govSolicitationRoutes(createGovSolicitationService({ db, clock, communities })));
  return { govOrganize };
}
