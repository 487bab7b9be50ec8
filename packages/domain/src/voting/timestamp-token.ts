/**
 * RFC 3161 time-stamp tokens on a vote's chain head (issue #22 item 8, DESIGN §7): the operator can
 * rebuild the whole chain in the database, but not a token a time-stamping authority (TSA) signed on
 * an earlier head. The server asks for tokens; the CLI verifier and the owners' page check them here,
 * with the same code. ASN.1 and CMS are pkijs/asn1js (pure JS on Web Crypto, so browsers run it too).
 *
 * What is stamped: the head's 32 hash bytes as the SHA-256 `hashedMessage` of the MessageImprint (the
 * head already is the SHA-256 of its entry's canonical JSON, so the TSA attests "an entry with this
 * hash existed at genTime"); a verifier finds the imprint among the recomputed hashes of the chain.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { type ChainEntry, chainEntryPreimage } from './evidence-chain';
import type { TimestampAnchor } from './timestamp-anchor';

/** DER bytes as the callers hold them (Node Buffers are Uint8Arrays). */
export type Bytes = ArrayBuffer | Uint8Array;

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const SIGNED_DATA_OID = '1.2.840.113549.1.7.2';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const EXT_KEY_USAGE_OID = '2.5.29.37';
const TIME_STAMPING_OID = '1.3.6.1.5.5.7.3.8';
/** A TSA clock may run a little behind ours: a token may carry a genTime this much before its entry. */
const CLOCK_SKEW_MS = 10 * 60_000;

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new TypeError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToHexString(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function parseDer(der: Bytes, what: string) {
  const asn = asn1js.fromBER(toArrayBuffer(der));
  if (asn.offset === -1) throw new TimestampError(`${what}不是有效的 DER 数据`);
  return asn.result;
}

export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampError';
  }
}

/** A positive 64-bit nonce (high bit clear, first byte non-zero, so DER keeps all 8 bytes). */
export function randomNonce(): Uint8Array<ArrayBuffer> {
  const nonce = crypto.getRandomValues(new Uint8Array(8));
  nonce[0] = ((nonce[0] ?? 1) & 0x7f) | 0x01;
  return nonce;
}

/** The DER TimeStampReq for a chain head: SHA-256 imprint of the head bytes, the nonce, certReq. */
export function timeStampRequestDer(headHex: string, nonce: Uint8Array<ArrayBuffer>): ArrayBuffer {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({
        algorithmId: SHA256_OID,
        algorithmParams: new asn1js.Null(),
      }),
      hashedMessage: new asn1js.OctetString({ valueHex: hexToBytes(headHex).buffer }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce.buffer }),
    certReq: true,
  });
  return request.toSchema().toBER(false);
}

/** What a TimeStampReq asks (the fake TSA of the tests checks that a client sent a real one). */
export function readTimeStampRequest(der: Bytes) {
  const request = new pkijs.TimeStampReq({ schema: parseDer(der, '时间戳请求') });
  return {
    version: request.version,
    hashAlgorithm: request.messageImprint.hashAlgorithm.algorithmId,
    imprintHex: bytesToHexString(request.messageImprint.hashedMessage.valueBlock.valueHexView),
    nonceHex: request.nonce ? bytesToHexString(request.nonce.valueBlock.valueHexView) : null,
    certReq: request.certReq === true,
  };
}

const STATUS_TEXT: Record<number, string> = {
  2: '拒绝（rejection）',
  3: '等待中（waiting）',
  4: '即将吊销证书（revocationWarning）',
  5: '证书已吊销（revocationNotification）',
};

/** The token of a TimeStampResp (status granted or grantedWithMods); anything else throws. */
export function tokenOfResponse(der: Bytes): ArrayBuffer {
  const response = new pkijs.TimeStampResp({ schema: parseDer(der, '时间戳应答') });
  const status = response.status.status;
  if (status !== 0 && status !== 1) {
    const text = response.status.statusStrings?.map((item) => item.valueBlock.value).join('；') ?? '';
    throw new TimestampError(
      `时间戳服务拒绝签发：${STATUS_TEXT[status] ?? `状态 ${status}`}${text ? `（${text}）` : ''}`,
    );
  }
  if (!response.timeStampToken) throw new TimestampError('时间戳应答中没有时间戳令牌');
  return response.timeStampToken.toSchema().toBER(false);
}

export type TokenCheck = {
  /** The CMS signature verifies with the certificate in the token (and chains to a trusted CA when given). */
  signatureValid: boolean;
  imprintHex: string | null;
  nonceHex: string | null;
  genTime: string | null;
  serialHex: string | null;
  /** The signer certificate's subject (CN or the whole DN), for people. */
  signer: string | null;
  problem: string | null;
};

function toArrayBuffer(data: Bytes): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice().buffer;
}

function subjectOf(certificate: pkijs.Certificate): string {
  const names = certificate.subject.typesAndValues.map(
    (item) =>
      `${item.type === '2.5.4.3' ? 'CN' : item.type === '2.5.4.10' ? 'O' : item.type}=${item.value.valueBlock.value}`,
  );
  return names.join(', ');
}

function isTimeStampingCertificate(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === EXT_KEY_USAGE_OID);
  const usage = extension?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return usage?.keyPurposes.includes(TIME_STAMPING_OID) === true;
}

export type TokenCheckOptions = {
  /** DER CA certificates: when given, the signer must chain to one of them (TSA_CA_CERT). */
  trustedCerts?: readonly Bytes[];
};

/**
 * Checks one TimeStampToken: a CMS SignedData over a TSTInfo, SHA-256 imprint, signed by the
 * certificate it carries, which must be a time-stamping certificate; with `trustedCerts` the signer
 * must also chain to one of them. `stamped` gives the bytes whose SHA-256 the imprint must be (for
 * a chain head: its entry's canonical preimage), null when the imprint stamps nothing known: pkijs
 * checks the imprint against those bytes before the signature.
 */
export async function checkTimestampToken(
  tokenDer: Bytes,
  stamped: (imprintHex: string) => Bytes | null,
  options: TokenCheckOptions = {},
): Promise<TokenCheck> {
  const result: TokenCheck = {
    signatureValid: false,
    imprintHex: null,
    nonceHex: null,
    genTime: null,
    serialHex: null,
    signer: null,
    problem: null,
  };
  try {
    const content = new pkijs.ContentInfo({ schema: parseDer(tokenDer, '时间戳令牌') });
    if (content.contentType !== SIGNED_DATA_OID) throw new TimestampError('时间戳令牌不是 CMS 签名数据');
    const signed = new pkijs.SignedData({ schema: content.content });
    const encapsulated = signed.encapContentInfo;
    if (encapsulated.eContentType !== TST_INFO_OID || !encapsulated.eContent)
      throw new TimestampError('时间戳令牌不含 TSTInfo');
    const info = new pkijs.TSTInfo({ schema: parseDer(encapsulated.eContent.getValue(), 'TSTInfo') });
    if (info.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID)
      throw new TimestampError('时间戳令牌的摘要算法不是 SHA-256');
    result.imprintHex = bytesToHexString(info.messageImprint.hashedMessage.valueBlock.valueHexView);
    result.nonceHex = info.nonce ? bytesToHexString(info.nonce.valueBlock.valueHexView) : null;
    result.genTime = info.genTime.toISOString();
    result.serialHex = bytesToHexString(info.serialNumber.valueBlock.valueHexView);
    const data = stamped(result.imprintHex);
    if (!data) throw new TimestampError('时间戳令牌所盖的链头不在本存证链中（存证链可能被重写）');
    const trusted = (options.trustedCerts ?? []).map(
      (der) => new pkijs.Certificate({ schema: parseDer(der, '可信证书') }),
    );
    const verification = await signed.verify({
      signer: 0,
      data: toArrayBuffer(data),
      checkChain: trusted.length > 0,
      trustedCerts: trusted,
      // The signer's certificate must be valid when the token was made, not today.
      checkDate: info.genTime,
      extendedMode: true,
    });
    const signer = verification.signerCertificate;
    if (signer) result.signer = subjectOf(signer);
    if (!verification.signatureVerified) throw new TimestampError('时间戳令牌签名无效');
    if (!signer || !isTimeStampingCertificate(signer))
      throw new TimestampError('签名证书不是时间戳专用证书（timeStamping）');
    if (trusted.length > 0 && verification.signerCertificateVerified !== true)
      throw new TimestampError('签名证书不能链接到配置的可信时间戳 CA');
    result.signatureValid = true;
  } catch (error) {
    // pkijs reports a failed verification by throwing SignedDataVerifyError; its message is English.
    result.signatureValid = false;
    result.problem =
      error instanceof TimestampError
        ? error.message
        : `时间戳令牌校验失败：${(error as Error).message ?? String(error)}`;
  }
  return result;
}

export type AnchorCheck = TimestampAnchor & {
  signatureValid: boolean;
  /** Seq of the recomputed chain entry whose hash the token stamps; null when none does. */
  stampedSeq: number | null;
  /** The token's own genTime (what counts; the stored one is only a label). */
  tokenGenTime: string | null;
  signer: string | null;
  valid: boolean;
  problem: string | null;
};

export type AnchorVerification = {
  /** Whether the vote has any token at all (without one, the evidence is not externally anchored). */
  anchored: boolean;
  /** Every token verifies and stamps a head of this chain; true when there is none. */
  valid: boolean;
  anchors: AnchorCheck[];
};

/**
 * Checks each token of a vote against its chain: the signature, and that the stamped hash is the
 * hash of one of `entries` (recompute them first: a rewritten chain has other hashes, so its old
 * tokens stamp nothing in it), made no later than the token says (the TSA cannot vouch for an
 * entry that did not exist yet).
 */
export async function verifyAnchors(
  entries: readonly ChainEntry[],
  anchors: readonly TimestampAnchor[],
  options: TokenCheckOptions = {},
): Promise<AnchorVerification> {
  const entryOfHash = new Map(entries.map((entry) => [entry.hash, entry]));
  const preimageOf = (hash: string) => {
    const entry = entryOfHash.get(hash);
    return entry ? new TextEncoder().encode(chainEntryPreimage(entry.prev, entry)) : null;
  };
  const checks: AnchorCheck[] = [];
  for (const anchor of anchors) {
    let token: Uint8Array<ArrayBuffer> | null = null;
    try {
      token = base64ToBytes(anchor.token);
    } catch {
      token = null;
    }
    const check = token
      ? await checkTimestampToken(token, preimageOf, options)
      : { ...emptyCheck(), problem: '时间戳令牌不是 base64 数据' };
    const entry = check.imprintHex ? entryOfHash.get(check.imprintHex) : undefined;
    let problem = check.problem;
    if (!problem && !entry) problem = '时间戳令牌所盖的链头不在本存证链中（存证链可能被重写）';
    if (
      !problem &&
      entry &&
      check.genTime &&
      Date.parse(check.genTime) + CLOCK_SKEW_MS < Date.parse(entry.at)
    )
      problem = '时间戳早于所盖的存证记录';
    checks.push({
      ...anchor,
      signatureValid: check.signatureValid,
      stampedSeq: entry?.seq ?? null,
      tokenGenTime: check.genTime,
      signer: check.signer,
      valid: problem === null,
      problem,
    });
  }
  return { anchored: anchors.length > 0, valid: checks.every((check) => check.valid), anchors: checks };
}

function emptyCheck(): TokenCheck {
  return {
    signatureValid: false,
    imprintHex: null,
    nonceHex: null,
    genTime: null,
    serialHex: null,
    signer: null,
    problem: null,
  };
}
