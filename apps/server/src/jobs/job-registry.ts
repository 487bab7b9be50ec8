import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import type { z } from 'zod';

/** What a running job may use besides its parameters. */
export type JobContext = {
  jobCode: string;
  communityId: number;
  createdBy: number;
  /** Scratch directory for the output file; the runner removes what is left. */
  tempDir: string;
  /** 0–100; also the heartbeat that tells other workers this job is alive. */
  reportProgress: (percent: number) => Promise<void>;
};

export type JobOutput = { filePath: string; contentType: string };

/** A kind of download job, registered by the area that owns the data (DESIGN §4 jobs/). */
export type DownloadJobKind<Params = unknown> = {
  kind: string;
  /** Chinese name shown in the download list. */
  name: string;
  /** Any one of these is needed to start the job in a community (SPEC §6). */
  permission: readonly OperatePermission[];
  params: z.ZodType<Params>;
  /** The name the file is saved under, e.g. 阳光花园-房屋花名册-20260302.xlsx. */
  fileName: (input: { communityName: string; params: Params; now: Date }) => string;
  run: (context: JobContext, params: Params) => Promise<JobOutput>;
};

export function createJobRegistry() {
  const kinds = new Map<string, DownloadJobKind>();
  return {
    register<Params>(kind: DownloadJobKind<Params>): void {
      if (kinds.has(kind.kind)) throw new Error(`download job kind ${kind.kind} registered twice`);
      kinds.set(kind.kind, kind as DownloadJobKind);
    },
    get(kind: string): DownloadJobKind | null {
      return kinds.get(kind) ?? null;
    },
    names(): string[] {
      return [...kinds.keys()];
    },
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
