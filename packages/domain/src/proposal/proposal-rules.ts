import { hasAnyPermission, type OperatePermission } from '../account/permissions';
import { formatRatioAsRate } from '../common/percent';
import { buildVoterRoll, type RollHouse, type VoterRoll } from '../voting/voter-roll';
import type { ProposalDisplayState } from './proposal-enums';

/** Viewing proposals: PROPOSAL_VIEW or PROPOSAL_MANAGEMENT; creating and changing: MANAGEMENT (SPEC §6). */
export const PROPOSAL_VIEW: readonly OperatePermission[] = ['PROPOSAL_VIEW', 'PROPOSAL_MANAGEMENT'];
export const PROPOSAL_MANAGE: readonly OperatePermission[] = ['PROPOSAL_MANAGEMENT'];

/** Messages of the proposal calls (ours, SPEC §8 leaves them open), shared by server and web. */
export const PROPOSAL_MESSAGES = {
  notFound: '提案不存在',
  templateNotFound: '提案模板不存在',
  startAfterEnd: '开始时间须早于结束时间',
  endInPast: '结束时间不能早于当前时间',
  ended: '提案已结束，不能修改',
  hasSignatures: '已有业主签名，不能修改或删除提案',
  notStarted: '提案尚未开始，暂不能签名',
  signEnded: '提案已结束，不能签名',
  signedTwice: '您已签过名，每位业主只能签名一次',
  notCertifiedOwner: '仅本小区已认证的业主可以签名',
  ownerMotionClosed: '本小区未开放业主提案，或您尚未完成业主认证',
  signNameMismatch: '签名姓名与认证姓名不一致',
  signImageInvalid: '签名图片无效，请重新手写签名',
  signImageRequired: '请手写签名',
  signNameRequired: '请输入您的姓名',
  notMine: '只能修改或删除自己发起的提案',
} as const;

/** Who may create a proposal in a community (SPEC §6): PROPOSAL_MANAGEMENT, or a certified owner when owner motions are allowed. */
export function mayCreateProposal(input: {
  permissions: readonly string[];
  isCertifiedOwner: boolean;
  allowOwnerMotion: 'YES' | 'NO';
}): boolean {
  if (hasAnyPermission(input.permissions, PROPOSAL_MANAGE)) return true;
  return input.isCertifiedOwner && input.allowOwnerMotion === 'YES';
}

/**
 * Whether a proposal's text, dates or files may still change, and it may be deleted (ours): not
 * after it ended, and never once an owner has signed, so no signature ever covers a text other
 * than the one signed. Returns the refusal message, or null when allowed.
 */
export function proposalChangeRefusal(state: ProposalDisplayState, signNum: number): string | null {
  if (signNum > 0) return PROPOSAL_MESSAGES.hasSignatures;
  if (state === 'ENDED') return PROPOSAL_MESSAGES.ended;
  return null;
}

/** Why an owner may not sign now (SPEC §4: only while in progress), or null. */
export function signStateRefusal(state: ProposalDisplayState): string | null {
  if (state === 'NOT_STARTED') return PROPOSAL_MESSAGES.notStarted;
  if (state === 'ENDED') return PROPOSAL_MESSAGES.signEnded;
  return null;
}

export type SignatureShare = {
  signedHeads: number;
  totalHeads: number;
  /** 0.01 m² */
  signedArea: number;
  totalArea: number;
  /** One decimal, e.g. '33.3%' (SPEC §9 rates). */
  headsRate: string;
  areaRate: string;
};

/**
 * The share of owners (heads) and area that signed (DESIGN §7 heads): the community's units grouped
 * into owner sets as for a vote; an owner set counts as signed when any of its owners signed (a
 * co-owner signs for the unit), the developer's units never do.
 */
export function signatureShare(houses: readonly RollHouse[], signerIds: Iterable<number>): SignatureShare {
  return signatureShareOfRoll(buildVoterRoll(houses), signerIds);
}

/** The same share over a roll already built (a server keeps a community's roll while its roster stands). */
export function signatureShareOfRoll(roll: VoterRoll, signerIds: Iterable<number>): SignatureShare {
  const tally = createSignatureTally(roll);
  tally.add(signerIds);
  return tally.share();
}

export type SignatureTally = {
  /** Counts these signers; one already counted is skipped, so adding the same signer twice is harmless. */
  add(signerIds: Iterable<number>): void;
  share(): SignatureShare;
};

/**
 * The share signed, kept as signatures arrive: each signer costs the owner sets they belong to, not
 * the whole roll, so a proposal signed by 30,000 owners is not recounted 30,000 times.
 */
export function createSignatureTally(roll: VoterRoll): SignatureTally {
  const votersOfOwner = new Map<number, number[]>();
  roll.voters.forEach((voter, index) => {
    for (const ownerId of voter.ownerIds) {
      const indexes = votersOfOwner.get(ownerId);
      if (indexes) indexes.push(index);
      else votersOfOwner.set(ownerId, [index]);
    }
  });
  const signers = new Set<number>();
  const signedVoters = new Set<number>();
  let signedArea = 0;
  return {
    add(signerIds) {
      for (const signerId of signerIds) {
        if (signers.has(signerId)) continue;
        signers.add(signerId);
        for (const index of votersOfOwner.get(signerId) ?? []) {
          if (signedVoters.has(index)) continue;
          signedVoters.add(index);
          signedArea += roll.voters[index]?.area ?? 0;
        }
      }
    },
    share() {
      const signedHeads = signedVoters.size;
      return {
        signedHeads,
        totalHeads: roll.totalHeads,
        signedArea,
        totalArea: roll.totalArea,
        headsRate: formatRatioAsRate(signedHeads, roll.totalHeads),
        areaRate: formatRatioAsRate(signedArea, roll.totalArea),
      };
    },
  };
}

/**
 * A person's name masked for lists and the signed PDF (ours): the surname stays, a two-character
 * name shows 张*, longer names keep the last character too (欧阳娜娜 → 欧**娜). Counted in code points.
 */
export function maskPersonName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** The typed-name confirmation matches when equal after trimming and removing inner spaces. */
export function typedNameMatches(typed: string, expected: readonly (string | null | undefined)[]): boolean {
  const norm = (value: string) => value.replace(/\s+/g, '');
  const given = norm(typed);
  return given !== '' && expected.some((name) => name != null && norm(name) === given);
}
