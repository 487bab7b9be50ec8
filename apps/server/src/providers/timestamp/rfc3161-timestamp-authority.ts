import { readFileSync } from 'node:fs';
import {
  bytesToHexString,
  checkTimestampToken,
  randomNonce,
  TimestampError,
  timeStampRequestDer,
  tokenOfResponse,
} from '@gongzhi/domain/voting/timestamp-token';
import type { TimestampSettings } from '../../config';
import { type StampedToken, type TimestampAuthority, TimestampAuthorityError } from './timestamp-authority';

/** The DER of a PEM (first certificate) or DER file. */
export function certificateDer(file: Buffer): Uint8Array {
  const text = file.toString('latin1');
  const match = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(text);
  return match?.[1] ? Buffer.from(match[1].replace(/\s+/g, ''), 'base64') : file;
}

/**
 * RFC 3161 over HTTP (RFC 3161 §3.4): POST a DER TimeStampReq (SHA-256 imprint of the head, a random
 * nonce, certReq so the token carries the signer's certificate) as application/timestamp-query, read
 * the TimeStampResp, and keep the token only if it is granted, stamps this head with this nonce, and
 * its CMS signature verifies (against TSA_CA_CERT when configured).
 */
export function createRfc3161TimestampAuthority(
  settings: TimestampSettings,
  fetchImpl: typeof fetch = fetch,
): TimestampAuthority {
  // Read at start: a missing or unreadable CA file stops the server instead of every later stamp.
  const trustedCerts = settings.caCertPath ? [certificateDer(readFileSync(settings.caCertPath))] : [];

  return {
    name: settings.url,
    async stamp(headHex: string, preimage: Uint8Array): Promise<StampedToken> {
      const nonce = randomNonce();
      let body: Uint8Array;
      try {
        const response = await fetchImpl(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
          body: new Uint8Array(timeStampRequestDer(headHex, nonce)),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new TimestampAuthorityError(`时间戳服务应答 HTTP ${response.status}`);
        body = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof TimestampAuthorityError) throw error;
        throw new TimestampAuthorityError(`无法连接时间戳服务：${(error as Error).message}`);
      }
      try {
        const token = new Uint8Array(tokenOfResponse(body));
        const check = await checkTimestampToken(token, (imprint) => (imprint === headHex ? preimage : null), {
          trustedCerts,
        });
        if (check.problem || !check.genTime || !check.serialHex)
          throw new TimestampAuthorityError(check.problem ?? '时间戳令牌缺少时间或序列号');
        if (check.nonceHex !== bytesToHexString(nonce))
          throw new TimestampAuthorityError('时间戳令牌的随机数（nonce）与请求不符');
        return { token, genTime: new Date(check.genTime), serial: check.serialHex };
      } catch (error) {
        if (error instanceof TimestampAuthorityError) throw error;
        if (error instanceof TimestampError) throw new TimestampAuthorityError(error.message);
        throw new TimestampAuthorityError(`时间戳应答无法解析：${(error as Error).message}`);
      }
    },
  };
}
