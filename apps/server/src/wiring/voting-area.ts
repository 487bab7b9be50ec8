import { createNoticeService } from '../modules/notice/service';
import { votingDoorToDoorRoutes } from '../modules/voting/door-to-door-routes';
import { createDoorToDoorService } from '../modules/voting/door-to-door-service';
import { votingObjectionRoutes } from '../modules/voting/objection-routes';
import { createObjectionPeriods, createObjectionService } from '../modules/voting/objection-service';
import { votingPaperRoutes } from '../modules/voting/paper-routes';
import { votingPaperScanRoutes } from '../modules/voting/paper-scan-routes';
import { createPaperScanService } from '../modules/voting/paper-scan-service';
import { createVotingPaperService } from '../modules/voting/paper-service';
import { votingQuorumRoutes } from '../modules/voting/quorum-routes';
import { createQuorumTracker } from '../modules/voting/quorum-service';
import { votingReminderRoutes } from '../modules/voting/reminder-routes';
import { createReminderService } from '../modules/voting/reminder-service';
import { votingResultRoutes } from '../modules/voting/result-routes';
import { createVotingResultService } from '../modules/voting/result-service';
import { votingRoutes } from '../modules/voting/routes';
import { createVotingService } from '../modules/voting/service';
import { votingTimestampRoutes } from '../modules/voting/timestamp-routes';
import { createVotingTimestampService } from '../modules/voting/timestamp-service';
import { createTimestampAuthority } from '../providers/timestamp/create-timestamp-authority';
import type { FileServices } from './files-and-jobs';
import type { SharedDeps } from './shared-deps';

/**
 * The vote and its time-stamps. Built before the plugins: a hook stamps chain heads at
 * publication, and the sweeps of buildApp() use both.
 */
export function createVotingServices(deps: SharedDeps) {
  const { app, config, db, clock } = deps;
  const voting = createVotingService({ db, clock });
  const timestamps = createVotingTimestampService({
    db,
    clock,
    tsa: createTimestampAuthority(config),
    log: app.log,
  });
  return { voting, timestamps };
}

export type VotingServices = ReturnType<typeof createVotingServices>;

/** Registers the voting routes; answers the objection periods, whose sweep runs on a timer. */
export async function registerVotingRoutes(deps: SharedDeps, files: FileServices, services: VotingServices) {
  const { app, config, db, clock } = deps;
  const { storage, downloadJobService } = files;
  const { voting, timestamps } = services;
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
      createReminderService({ voting, jobs: downloadJobService, sms: deps.sms, wechat: deps.reminderWechat }),
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
  return { objectionPeriods };
}
