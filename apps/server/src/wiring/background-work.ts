import type { DownloadJobRunner } from '../jobs/job-runner';
import type { AccountRepository } from '../modules/account/repository';
import type { UploadService } from '../modules/file/upload-service';
import type { GovOrganizeService } from '../modules/gov-organize/service';
import type { ObjectionPeriods } from '../modules/voting/objection-service';
import type { VotingService } from '../modules/voting/service';
import type { VotingTimestampService } from '../modules/voting/timestamp-service';
import type { SharedDeps } from './shared-deps';

/** How often an instance looks for votes that started without anybody opening them. */
const ROLL_SWEEP_MS = 30_000;

/** How often an instance makes results final whose objection period is over (issue #22 item 4). */
const OBJECTION_SWEEP_MS = 60_000;
/** How often an instance retries unanchored published heads and stamps running votes (once a day each). */
const TIMESTAMP_SWEEP_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Freezes the rolls of votes whose start has passed (the timer's work; tests call it). */
    votingRolls: { sweep: () => Promise<number> };
    /** Makes results final whose objection period is over with no objection open (the timer's work; tests call it). */
    votingObjections: { sweep: () => Promise<number> };
    /** RFC 3161 stamps of chain heads (issue #22 item 8): the timer's sweep, and the publication stamps in flight. */
    votingTimestamps: { sweep: () => Promise<number>; settled: () => Promise<void> };
  }
}

/**
 * Runs `task` every `ms` until the instance closes; a failed run is logged as `label` and the next
 * one runs as planned. The timer does not keep the process alive.
 */
function repeatUntilClose(app: SharedDeps['app'], ms: number, label: string, task: () => Promise<unknown>) {
  const timer = setInterval(
    () => void task().catch((error: unknown) => app.log.warn({ err: error }, label)),
    ms,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The timers and the job worker. Each stops when the instance closes, so tests and a restart leave
 * no work running; the sweeps are also decorations so tests run them without waiting.
 */
export function startBackgroundWork(
  deps: SharedDeps,
  work: {
    accountRepo: AccountRepository;
    uploads: UploadService;
    govOrganize: GovOrganizeService;
    voting: VotingService;
    objectionPeriods: ObjectionPeriods;
    timestamps: VotingTimestampService;
    jobRunner: DownloadJobRunner;
  },
): void {
  const { app, config, clock } = deps;
  const { voting, objectionPeriods, timestamps, jobRunner } = work;

  // Expired sessions, codes and QR keys, and join-form proofs no application took, are purged hourly;
  // each instance may do it, deletes are idempotent.
  repeatUntilClose(app, 3_600_000, 'purge failed', () =>
    Promise.all([
      work.accountRepo.purgeStale(clock.now()),
      work.uploads.purgeStale(),
      work.govOrganize.purgeUntakenJoinProofs(),
    ]),
  );

  // A vote's roll freezes at its start even when nobody opens the vote (issue #22 item 1; any read
  // or roster write after the start freezes it first anyway). Every instance sweeps: the vote's row
  // lock makes a second freeze a no-op.
  const sweepRolls = () => voting.core.freezeDue();
  app.decorate('votingRolls', { sweep: sweepRolls });
  repeatUntilClose(app, ROLL_SWEEP_MS, 'roll sweep failed', sweepRolls);

  // A result becomes final when its objection period is over and no objection is open (issue #22
  // item 4); reads finalise too, the timer records it when nobody looks. The vote's lock makes it once.
  app.decorate('votingObjections', { sweep: objectionPeriods.sweep });
  repeatUntilClose(app, OBJECTION_SWEEP_MS, 'objection sweep failed', objectionPeriods.sweep);

  // Chain heads are stamped at publication (a hook in buildApp()) and here: retries of the
  // publications whose stamp failed, and once a day per running vote. Every instance sweeps; one
  // token per head.
  app.decorate('votingTimestamps', { sweep: timestamps.sweep, settled: timestamps.settled });
  if (timestamps.configured) {
    repeatUntilClose(app, TIMESTAMP_SWEEP_MS, 'time-stamp sweep failed', timestamps.sweep);
  }

  // The download-job worker runs in this process unless JOB_WORKER=off (another instance works).
  if (config.jobs.worker === 'inline') {
    app.addHook('onReady', async () => jobRunner.start(config.jobs.pollMs));
    app.addHook('onClose', async () => jobRunner.stop());
  }
}
