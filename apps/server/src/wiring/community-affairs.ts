import { archiveRoutes } from '../modules/archive/routes';
import { createArchiveService } from '../modules/archive/service';
import { uploadRequestRoutes } from '../modules/archive/upload-request-routes';
import { createUploadRequestService } from '../modules/archive/upload-request-service';
import { estateRoutes } from '../modules/estate/routes';
import { createEstateService } from '../modules/estate/service';
import { financeRoutes } from '../modules/finance/routes';
import { createFinanceService } from '../modules/finance/service';
import { meetingRoutes } from '../modules/meeting/routes';
import { createMeetingService } from '../modules/meeting/service';
import { noticeRoutes } from '../modules/notice/routes';
import { createNoticeService } from '../modules/notice/service';
import { proposalRoutes } from '../modules/proposal/routes';
import { createProposalService } from '../modules/proposal/service';
import { questionnaireRoutes } from '../modules/questionnaire/routes';
import { quickVoteRoutes } from '../modules/quick-vote/routes';
import { createQuickVoteService } from '../modules/quick-vote/service';
import { workgroupRoutes } from '../modules/workgroup/routes';
import { createWorkgroupService } from '../modules/workgroup/service';
import type { FileServices } from './files-and-jobs';
import type { SharedDeps } from './shared-deps';

/**
 * A community's self-governance besides the formal vote: archive and upload requests, meetings,
 * the workgroup, estate, proposals, questionnaires, quick votes, notices and finance.
 */
export async function registerCommunityAffairRoutes(deps: SharedDeps, files: FileServices): Promise<void> {
  const { app, db, clock } = deps;
  await app.register(archiveRoutes(createArchiveService({ db, clock })));
  await app.register(uploadRequestRoutes(createUploadRequestService({ db, clock, storage: files.storage })));
  await app.register(meetingRoutes(createMeetingService({ db, clock })));
  await app.register(workgroupRoutes(createWorkgroupService({ db, clock })));
  await app.register(estateRoutes(createEstateService({ db, clock })));
  await app.register(proposalRoutes(createProposalService({ db, clock }), files.downloadJobService));
  await app.register(questionnaireRoutes(files.questionnaire));
  await app.register(quickVoteRoutes(createQuickVoteService({ db, clock })));
  await app.register(noticeRoutes(createNoticeService({ db, clock })));
  await app.register(financeRoutes(createFinanceService({ db, clock })));
}
