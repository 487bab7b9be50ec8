import { appendEntry, chainEntryPreimage } from '@gongzhi/domain/voting/evidence-chain';
import { checkTimestampToken } from '@gongzhi/domain/voting/timestamp-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTimestampAuthority } from '../src/providers/timestamp/create-timestamp-authority';
import { createRfc3161TimestampAuthority } from '../src/providers/timestamp/rfc3161-timestamp-authority';
import { type FakeTsa, startFakeTsa } from './support/fake-tsa';

// The RFC 3161 adapter (issue #22 item 8) against a local TSA made with `openssl ts`.
let tsa: FakeTsa;
beforeAll(async () => {
  tsa = await startFakeTsa();
}, 60_000);
afterAll(async () => {
  await tsa?.close();
});

const entry = appendEntry(null, {
  type: 'RESULT_PUBLISHED',
  payload: { n: 1 },
  at: new Date().toISOString(),
});
const preimage = new TextEncoder().encode(chainEntryPreimage(entry.prev, entry));
const settings = () => ({ url: tsa.url, caCertPath: tsa.caCertPath, timeoutMs: 5000 });

describe('RFC 3161 time-stamping authority adapter', () => {
  it('sends a DER TimeStampReq over the head and keeps a token that verifies against the TSA CA', async () => {
    const authority = createRfc3161TimestampAuthority(settings());
    const stamped = await authority.stamp(entry.hash, preimage);
    const asked = tsa.requests.at(-1);
    expect(asked).toMatchObject({
      contentType: 'application/timestamp-query',
      imprintHex: entry.hash,
      hashAlgorithm: '2.16.840.1.101.3.4.2.1',
      certReq: true,
      version: 1,
    });
    expect(stamped.serial).toMatch(/^[0-9a-f]+$/);
    expect(Math.abs(stamped.genTime.getTime() - Date.now())).toBeLessThan(60_000);
    const check = await checkTimestampToken(stamped.token, () => preimage, { trustedCerts: [tsa.caCertDer] });
    expect(check).toMatchObject({ signatureValid: true, imprintHex: entry.hash, nonceHex: asked?.nonceHex });
  });

  it('refuses a token that does not chain to TSA_CA_CERT', async () => {
    const authority = createRfc3161TimestampAuthority({ ...settings(), caCertPath: tsa.otherCaCertPath });
    await expect(authority.stamp(entry.hash, preimage)).rejects.toThrow(/时间戳令牌校验失败/);
  });

  it('refuses an answer for another head or another nonce (a replayed or misrouted reply)', async () => {
    const first = await fetchReply(entry.hash);
    const replay: typeof fetch = async () => new Response(new Uint8Array(first));
    const authority = createRfc3161TimestampAuthority(settings(), replay);
    await expect(authority.stamp(entry.hash, preimage)).rejects.toThrow('随机数（nonce）与请求不符');
    const other = appendEntry(entry, { type: 'X', payload: {}, at: entry.at });
    const otherPreimage = new TextEncoder().encode(chainEntryPreimage(other.prev, other));
    await expect(authority.stamp(other.hash, otherPreimage)).rejects.toThrow('不在本存证链中');
  });

  it('reports an unreachable, failing or refusing TSA in Chinese', async () => {
    const authority = createRfc3161TimestampAuthority(settings());
    tsa.mode = 'down';
    await expect(authority.stamp(entry.hash, preimage)).rejects.toThrow('时间戳服务应答 HTTP 503');
    tsa.mode = 'reject';
    await expect(authority.stamp(entry.hash, preimage)).rejects.toThrow(
      '时间戳服务拒绝签发：拒绝（rejection）',
    );
    tsa.mode = 'ok';
    const nowhere = createRfc3161TimestampAuthority({ ...settings(), url: 'http://127.0.0.1:1/tsa' });
    await expect(nowhere.stamp(entry.hash, preimage)).rejects.toThrow('无法连接时间戳服务');
  });

  it('is chosen by TSA_URL, and is absent without it (no development stand-in)', () => {
    expect(createTimestampAuthority(loadConfig({}))).toBeNull();
    expect(createTimestampAuthority(loadConfig({ TSA_URL: tsa.url }))?.name).toBe(tsa.url);
    expect(() =>
      createTimestampAuthority(loadConfig({ TSA_URL: tsa.url, TSA_CA_CERT: '/nonexistent/ca.pem' })),
    ).toThrow();
  });
});

/** A genuine reply of the fake TSA to a request made here (another nonce than the adapter's). */
async function fetchReply(headHex: string): Promise<ArrayBuffer> {
  const { randomNonce, timeStampRequestDer } = await import('@gongzhi/domain/voting/timestamp-token');
  const response = await fetch(tsa.url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: new Uint8Array(timeStampRequestDer(headHex, randomNonce())),
  });
  return response.arrayBuffer();
}
