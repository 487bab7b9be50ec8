/** What a real-name check needs (SPEC §3 identity check payload). */
export type IdentityCheck = { name: string; cardNo: string; cardType: 'RESIDENT_ID_CARD' };

export type IdentityVerdict = { ok: true } | { ok: false; message: string };

/**
 * A real-name verification service (name + resident ID against the national register). The local
 * adapter stands in until a real one (a cloud identity API) is configured.
 */
export type IdentityProvider = {
  name: string;
  verify: (check: IdentityCheck) => Promise<IdentityVerdict>;
};
