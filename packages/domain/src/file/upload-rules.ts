import { z } from 'zod';
import { formatMessage, MESSAGES } from '../common/messages';
import { formatFileSize } from './file-size';
import { GOV_PROOF_MAX_UPLOAD_SIZE } from './upload-checks';
import { UploadType } from './upload-enums';

export * from './upload-checks';

/**
 * Input of POST /v1/api/cos/generatePresignedUrl (SPEC §7). The server does not know which field
 * asked, so it enforces the largest limit (government proof, 100 MB); fields check their own tighter
 * limit with {@link checkUploadSize} first.
 */
export const generatePresignedUrlInput = z.object({
  sourceName: z.string().trim().min(1).max(255),
  uploadType: z.enum(UploadType.values),
  size: z
    .number()
    .int()
    .nonnegative()
    .max(
      GOV_PROOF_MAX_UPLOAD_SIZE,
      formatMessage(MESSAGES.fileTooLarge, formatFileSize(GOV_PROOF_MAX_UPLOAD_SIZE)),
    ),
  userType: z.literal('OWNER').default('OWNER'),
});
export type GeneratePresignedUrlInput = z.infer<typeof generatePresignedUrlInput>;
