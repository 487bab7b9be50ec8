import { describe, expect, it } from 'vitest';
import { appendEntry } from './evidence-chain';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHexString,
  checkTimestampToken,
  hexToBytes,
  randomNonce,
  readTimeStampRequest,
  TimestampError,
  timeStampRequestDer,
  tokenOfResponse,
  verifyAnchors,
} from './timestamp-token';

// The RFC 3161 pieces that need no TSA (issue #22 item 8); tokens of a real TSA are checked in the
// server tests against a local `openssl ts` (apps/server/test/voting-timestamp.test.ts).
const head = appendEntry(null, { type: 'RESULT_PUBLISHED', payload: {}, at: '2026-11-21T09:00:00.000Z' });

describe('time-stamp requests and answers', () => {
  it('builds a DER TimeStampReq: SHA-256 imprint of the head bytes, the nonce, certReq', () => {
    const nonce = randomNonce();
    expect(nonce).toHaveLength(8);
    expect((nonce[0] ?? 0) & 0x80).toBe(0);
    const der = new Uint8Array(timeStampRequestDer(head.hash, nonce));
    expect(readTimeStampRequest(der)).toEqual({
      version: 1,
      hashAlgorithm: '2.16.840.1.101.3.4.2.1',
      imprintHex: head.hash,
      nonceHex: bytesToHexString(nonce),
      certReq: true,
    });
    expect(() => readTimeStampRequest(new Uint8Array([1, 2, 3]))).toThrow(TimestampError);
  });

  it('reads a refusal as a Chinese error and garbage as not DER', () => {
    // TimeStampResp { status PKIStatusInfo { status rejection(2) } }
    const rejection = hexToBytes('30053003020102');
    expect(() => tokenOfResponse(rejection)).toThrow('时间戳服务拒绝签发：拒绝（rejection）');
    // granted(0) but no token
    expect(() => tokenOfResponse(hexToBytes('30053003020100'))).toThrow('时间戳应答中没有时间戳令牌');
    expect(() => tokenOfResponse(new Uint8Array([0xff]))).toThrow('时间戳应答不是有效的 DER 数据');
  });

  it('converts hex and base64 both ways', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect(bytesToHexString(bytes)).toBe('00017f80ff');
    expect(hexToBytes('00017f80ff')).toEqual(bytes);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(() => hexToBytes('abc')).toThrow(TypeError);
  });
});

describe('verifyAnchors', () => {
  it('is not anchored and valid without tokens', async () => {
    expect(await verifyAnchors([head], [])).toEqual({ anchored: false, valid: true, anchors: [] });
  });

  it('fails a token that is not a time-stamp token, naming why', async () => {
    const checked = await verifyAnchors(
      [head],
      [
        {
          headHash: head.hash,
          headSeq: 0,
          tsa: 'x',
          genTime: '',
          token: bytesToBase64(new Uint8Array([0x30, 0])),
        },
      ],
    );
    expect(checked.anchored).toBe(true);
    expect(checked.valid).toBe(false);
    expect(checked.anchors[0]).toMatchObject({ signatureValid: false, stampedSeq: null, valid: false });
    expect(checked.anchors[0]?.problem).toMatch(/时间戳令牌/);
    const notBase64 = await verifyAnchors(
      [head],
      [{ headHash: head.hash, headSeq: 0, tsa: 'x', genTime: '', token: '***' }],
    );
    expect(notBase64.anchors[0]?.problem).toBe('时间戳令牌不是 base64 数据');
  });

  it('checks no signature for bytes that stamp nothing known', async () => {
    const check = await checkTimestampToken(new Uint8Array([0x30, 0]), () => null);
    expect(check.signatureValid).toBe(false);
    expect(check.problem).not.toBeNull();
  });
});
