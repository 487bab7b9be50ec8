/** What a real-name check needs (SPEC §3 identity check payload). */
export type IdentityCheck = { name: string; cardNo: string; cardType: 'RESIDENT_ID_CARD' };

export type IdentityVerdict = { ok: true } | { ok: false; message: string };

/**
 * A real-name verification service (name + resident ID against the national register): Aliyun
 * Id2MetaVerify by IDENTITY_PROVIDER=aliyun, else the local format-only check (create-identity-provider.ts).
 * A vendor failure throws an AppError (503) instead of answering a verdict.
 */
export type IdentityProvider = {
  name: string;
  verify: (check: IdentityCheck) => Promise<IdentityVerdict>;
};
