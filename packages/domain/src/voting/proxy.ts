import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { voterRefOf } from './voter-ref';

/**
 * Proxy voting (委托投票, issue #22 item 5; docs/contracts/voting.md "Proxy voting").
 *
 * An authorisation is for ONE vote (one 授权委托书 per owners' assembly vote: legally the clearest,
 * and the proxy's choices are bound to the matters the principal saw). It names the principal (one
 * voter on the frozen roll) and the proxy (mobile, name, relation). The owner signs it on the H5
 * (SIGNED, a signature image) or staff upload the paper letter (PAPER). The proxy, logged in with
 * that mobile, casts the principal's ballot; the principal may revoke until then. A proxy holds at
 * most N principals per vote (community setting, copied into the vote at publication).
 */

export const ProxySource = labelledEnum([
  ['SIGNED', '业主线上签署'],
  ['PAPER', '纸质授权委托书'],
] as const);
export type ProxySource = (typeof ProxySource.values)[number];

/** The default most principals one proxy may hold in one vote. */
export const DEFAULT_PROXY_MAX_PRINCIPALS = 3;
/** The highest limit a community may set (a proxy collecting whole buildings is what the cap prevents). */
export const PROXY_MAX_PRINCIPALS_LIMIT = 20;

export const proxyMaxPrincipalsSchema = z
  .number()
  .int()
  .min(1, '每位受托人最多代理人数至少为1')
  .max(PROXY_MAX_PRINCIPALS_LIMIT, `每位受托人最多代理人数不能超过${PROXY_MAX_PRINCIPALS_LIMIT}`);

/** The limit a vote applies: its copied setting, or the default for votes published before it. */
export function proxyLimitOf(settings: { proxyMaxPrincipals?: number | undefined }): number {
  return settings.proxyMaxPrincipals ?? DEFAULT_PROXY_MAX_PRINCIPALS;
}

/** The chain entry types of an authorisation's life (the BALLOT_CAST of a proxy carries `proxyRef`). */
export const PROXY_CHAIN_TYPES = { authorized: 'PROXY_AUTHORIZED', revoked: 'PROXY_REVOKED' } as const;

/**
 * How the chain names a proxy: an HMAC of the proxy's mobile under the vote's secret (distinct from
 * voter and staff references), so one proxy's ballots are linkable within the vote but no phone
 * number is published. A legacy vote without a secret names the proxy by `proxy:<masked mobile>`.
 */
export function proxyRefOf(voterRefKey: string | null, mobile: string): string {
  return voterRefKey ? voterRefOf(voterRefKey, `proxy:${mobile}`) : `proxy:${maskProxyMobile(mobile)}`;
}

export function maskProxyMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}

export const PROXY_MESSAGES = {
  disabled: '本次表决未开启委托投票',
  notOpen: '表决不在进行中，不能办理委托',
  selfProxy: '不能委托自己代为投票',
  overLimit: '该受托人在本次表决中已代理{0}位业主，已达上限',
  alreadyAuthorized: '该业主在本次表决中已有有效的委托，请先撤销',
  principalVoted: '该业主已投票，不能再委托或代投',
  principalNotInScope: '委托人不在本次表决的投票名册中',
  principalNotCertified: '委托人须为已认证的业主',
  notFound: '委托不存在或已撤销',
  revoked: '该委托已撤销',
  alreadyCast: '受托人已代为投票，不能撤销',
  notYourProxy: '您不是该委托的受托人',
  signatureRequired: '请签名后再提交',
  signatureInvalid: '签名须为已上传完成的图片',
  paperFileRequired: '请上传纸质授权委托书',
  paperFileInvalid: '授权委托书须为本小区已上传完成的文件',
  houseNotOnRoll: '该房屋不在本次表决的投票名册中',
  ownerNotFound: '该业主不存在',
} as const;

export const proxyMobileSchema = z.string().regex(/^1\d{10}$/, '受托人手机号格式不正确');
export const proxyNameSchema = z.string().trim().min(1, '请填写受托人姓名').max(30, '受托人姓名不能超过30字');
export const proxyRelationSchema = z
  .string()
  .trim()
  .min(1, '请填写与委托人的关系')
  .max(20, '与委托人的关系不能超过20字');

/** An authorisation as the rules see it. */
export type ProxyAuthorization = {
  principalVoterId: number;
  proxyMobile: string;
  revokedAt: Date | null;
  castAt: Date | null;
};

const active = (row: ProxyAuthorization) => row.revokedAt === null;

/** Why a new authorisation may not be made (a PROXY_MESSAGES key), or null when it may. */
export function appointProblem(input: {
  proxyVoting: boolean;
  open: boolean;
  principalMobile: string | null;
  principalVoted: boolean;
  principalVoterId: number;
  proxyMobile: string;
  limit: number;
  existing: readonly ProxyAuthorization[];
}): keyof typeof PROXY_MESSAGES | null {
  if (!input.proxyVoting) return 'disabled';
  if (!input.open) return 'notOpen';
  if (input.principalMobile !== null && input.principalMobile === input.proxyMobile) return 'selfProxy';
  if (input.principalVoted) return 'principalVoted';
  if (input.existing.some((row) => active(row) && row.principalVoterId === input.principalVoterId))
    return 'alreadyAuthorized';
  if (heldBy(input.existing, input.proxyMobile) >= input.limit) return 'overLimit';
  return null;
}

/** How many principals `mobile` holds now (active authorisations, cast or not: a cast one still counts). */
export function heldBy(existing: readonly ProxyAuthorization[], mobile: string): number {
  return new Set(
    existing.filter((row) => active(row) && row.proxyMobile === mobile).map((row) => row.principalVoterId),
  ).size;
}

/** Why an authorisation may not be revoked, or null. */
export function revokeProblem(row: ProxyAuthorization): keyof typeof PROXY_MESSAGES | null {
  if (row.revokedAt !== null) return 'revoked';
  if (row.castAt !== null) return 'alreadyCast';
  return null;
}

/** Why the proxy may not cast on this authorisation now, or null. */
export function proxyCastProblem(input: {
  proxyVoting: boolean;
  row: ProxyAuthorization;
  proxyMobile: string;
}): keyof typeof PROXY_MESSAGES | null {
  if (!input.proxyVoting) return 'disabled';
  if (input.row.proxyMobile !== input.proxyMobile) return 'notYourProxy';
  if (input.row.revokedAt !== null) return 'revoked';
  if (input.row.castAt !== null) return 'principalVoted';
  return null;
}
