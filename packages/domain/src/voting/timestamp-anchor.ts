import { z } from 'zod';

/**
 * A stored RFC 3161 token on a vote's chain head as the aggregate exports it (issue #22 item 8):
 * which head the server says it stamped, and the DER. Zod only, so the API schemas that carry it do
 * not pull the ASN.1 code (timestamp-token.ts) into every page that reads them.
 */
export const timestampAnchorSchema = z.object({
  headHash: z.string(),
  headSeq: z.number().int(),
  /** Who issued it: the TSA's address as configured, for people; the verifier reads the token itself. */
  tsa: z.string(),
  /** The token's genTime as the server read it (a label: the verifiers read the token itself). */
  genTime: z.string(),
  /** The TimeStampToken (CMS ContentInfo with SignedData), DER, base64. */
  token: z.string(),
});
export type TimestampAnchor = z.infer<typeof timestampAnchorSchema>;

/** GET /v1/votePublic/timestamps: whether a TSA is configured, the tokens, and failed attempts. */
export const voteTimestampsDto = z.object({
  /** False: no TSA is configured, the evidence is not externally anchored. */
  configured: z.boolean(),
  anchors: z.array(timestampAnchorSchema),
  /** Attempts that failed since the last token (the sweep retries them). */
  failures: z.array(z.object({ at: z.string(), headSeq: z.number().int(), error: z.string() })),
});
export type VoteTimestampsDto = z.infer<typeof voteTimestampsDto>;

/** What the pages and the CLI say when no TSA is configured. */
export const NOT_ANCHORED_TEXT = '未接入可信时间戳服务，证据未经外部锚定';
