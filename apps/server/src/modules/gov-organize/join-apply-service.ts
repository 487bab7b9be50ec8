import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  duplicateJoinRefusal,
  GOV_JOIN_APPLY_MESSAGES,
  GOV_JOIN_PROOF_UNUSED_MAX,
  type GovJoinProofPresignInput,
  type GovJoinRecordSubmission,
} from '@gongzhi/domain/gov-organize/gov-join-apply';
import { GOV_JOIN_REVIEW_MESSAGES, type GovJoinProofDto } from '@gongzhi/domain/gov-organize/gov-join-review';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import { addSeconds, type Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { SmsCodeService } from '../account/sms-code-service';
import type { DownloadService } from '../file/download-service';
import type { ResizeOptions } from '../file/image-resize';
import type { UploadService } from '../file/upload-service';
import type { GovOrganizeRepository, JoinProofRow } from './repository';

/** A proof upload no application took is removed a day after it was signed. */
export const UNTAKEN_PROOF_TTL_SECONDS = 24 * 3600;

export type JoinApplyDeps = {
  repo: GovOrganizeRepository;
  clock: Clock;
  smsCodes: Pick<SmsCodeService, 'checkCode' | 'verifyCode'>;
  uploads: Pick<UploadService, 'presignAnonymous' | 'complete'>;
  downloads: Pick<DownloadService, 'grantedDownload'>;
  storage: Pick<StorageProvider, 'remove'>;
  /** Throws 403 unless the actor is a platform operator. */
  requireOperator: (actor: Actor) => Promise<void>;
};

/**
 * The public join form of a government office (docs/contracts/government.md "Join form"): the
 * contact's phone proves itself with an SMS code, proofs are uploaded without a login and bound to
 * that phone, the submission spends the code and takes the proofs; operators read the proofs.
 */
export function createJoinApplyService(deps: JoinApplyDeps) {
  const { repo, clock, smsCodes } = deps;

  async function requireCode(mobile: string, code: string) {
    if (!(await smsCodes.checkCode(mobile, code))) throw new AppError(400, MESSAGES.codeWrong);
  }

  /** The proofs named, each an upload of this phone not used by another application, stored whole. */
  async function usableProofs(mobile: string, attachmentIds: readonly string[]): Promise<JoinProofRow[]> {
    const proofs = await repo.proofsByAttachmentIds(attachmentIds);
    const usable = proofs.filter((proof) => proof.mobile === mobile && proof.joinRecordId === null);
    if (usable.length !== attachmentIds.length) throw new AppError(400, GOV_JOIN_APPLY_MESSAGES.proofInvalid);
    for (const proof of usable) {
      // Local uploads are READY once their PUT passed; one sent straight to S3 is checked now.
      const ready = await deps.uploads.complete(proof.attachment).catch(() => null);
      if (!ready) throw new AppError(400, GOV_JOIN_APPLY_MESSAGES.proofInvalid);
    }
    return usable;
  }

  return {
    /**
     * POST /v1/govJoinRecord/presignProof: a signed upload of one proof file for a phone whose SMS
     * code is right (the code is not spent: the submission spends it). At most
     * GOV_JOIN_PROOF_UNUSED_MAX uploads per phone wait for an application.
     */
    async presignProof(input: GovJoinProofPresignInput) {
      await requireCode(input.mobile, input.verificationCode);
      if ((await repo.unusedProofCount(input.mobile)) >= GOV_JOIN_PROOF_UNUSED_MAX)
        throw new AppError(429, GOV_JOIN_APPLY_MESSAGES.proofUploadsExhausted);
      const presign = await deps.uploads.presignAnonymous({
        sourceName: input.sourceName,
        size: input.size,
        uploadType: 'TX_GOV_INFORMATION',
      });
      // Bound to the phone: only an application from this phone can take the file.
      await repo.insertJoinProof(presign.attachmentId, input.mobile, clock.now());
      return presign;
    },

    /**
     * The form: the code must be right (checked first, without spending it, so a refusal below can
     * be fixed with the same code), the unit not already applied for or joined (409), every proof
     * this phone's unused upload (400); then the code is spent and the application stored with its
     * proofs in one transaction. Nothing is written on any refusal.
     */
    async submit(input: GovJoinRecordSubmission, from: { userId: number | null; ip: string | null }) {
      await requireCode(input.mobile, input.verificationCode);
      const place = {
        level: input.level,
        province: input.province,
        city: input.city,
        district: input.district,
        street: input.street,
        community: input.community,
      };
      const duplicate = duplicateJoinRefusal(await repo.earlierJoins(place));
      if (duplicate) throw new AppError(409, duplicate);
      const proofs = await usableProofs(input.mobile, input.proofAttachmentIds);
      if (!(await smsCodes.verifyCode(input.mobile, input.verificationCode)))
        throw new AppError(400, MESSAGES.codeWrong);
      const row = await repo.insertJoinRecord(
        {
          ...place,
          joinRecordCode: newBusinessCode('GJ'),
          organizeName: input.organizeName,
          region: input.region,
          contactName: input.contactName,
          position: input.position,
          mobile: input.mobile,
          remark: input.remark,
          userId: from.userId,
          ip: from.ip,
          createdAt: clock.now(),
        },
        proofs.map((proof) => proof.proofId),
      );
      if (!row) {
        // Lost a race: another application for the place, or the proofs, got there first.
        const raced = duplicateJoinRefusal(await repo.earlierJoins(place));
        throw new AppError(raced ? 409 : 400, raced ?? GOV_JOIN_APPLY_MESSAGES.proofInvalid);
      }
      return { joinRecordId: row.joinRecordCode };
    },

    /**
     * Hourly: proof uploads no application took within a day go, bytes and all, so abandoned
     * anonymous uploads do not pile up on the store.
     */
    async purgeUntakenProofs(): Promise<number> {
      const keys = await repo.deleteUntakenProofs(addSeconds(clock.now(), -UNTAKEN_PROOF_TTL_SECONDS));
      await Promise.all(keys.map((key) => deps.storage.remove(key).catch(() => undefined)));
      return keys.length;
    },

    /** The proofs of applications, by application id, as operators see them. */
    async proofsOf(joinRecordIds: readonly number[]): Promise<Map<number, GovJoinProofDto[]>> {
      const byRecord = new Map<number, GovJoinProofDto[]>();
      for (const { joinRecordId, attachment } of await repo.proofsOf(joinRecordIds)) {
        if (joinRecordId === null) continue;
        const list = byRecord.get(joinRecordId) ?? [];
        list.push({
          attachmentId: attachment.attachmentId,
          sourceName: attachment.sourceName,
          contentType: attachment.contentType,
          size: attachment.size,
        });
        byRecord.set(joinRecordId, list);
      }
      return byRecord;
    },

    /**
     * GET /v1/govJoinRecord/proofDownload: an operator reads a proof of an application (403 for
     * anyone else); a file that is not that application's proof answers 404 like a missing one.
     */
    async proofDownload(
      actor: Actor,
      input: { joinRecordId: string; attachmentId: string },
      options: ResizeOptions,
      ip: string,
    ) {
      await deps.requireOperator(actor);
      const found = await repo.findJoinRecord(input.joinRecordId);
      if (!found) throw new AppError(404, GOV_JOIN_REVIEW_MESSAGES.notFound);
      const [proof] = await repo.proofsByAttachmentIds([input.attachmentId]);
      if (proof?.joinRecordId !== found.record.id)
        throw new AppError(404, GOV_JOIN_REVIEW_MESSAGES.proofNotFound);
      return deps.downloads.grantedDownload(actor, input.attachmentId, options, ip);
    },
  };
}

export type JoinApplyService = ReturnType<typeof createJoinApplyService>;
