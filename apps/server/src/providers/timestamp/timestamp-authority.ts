/**
 * Stamps a vote's chain head with an RFC 3161 time-stamp token (issue #22 item 8, DESIGN §7). One
 * adapter: RFC 3161 over HTTP (rfc3161-timestamp-authority.ts), which China's trusted-timestamp
 * services and the public TSAs speak; chosen by TSA_URL (create-timestamp-authority.ts,
 * docs/deploy.md). Without TSA_URL there is none, and the pages say the evidence is not anchored:
 * there is deliberately no development stand-in, since a self-made token anchors nothing.
 */
export type TimestampAuthority = {
  /** The TSA's address as configured (shown beside each token). */
  readonly name: string;
  /**
   * Asks for a token on `headHex` (the chain head, 64 hex digits); `preimage` is the entry's
   * canonical preimage whose SHA-256 the head is, so the token is checked before it is kept.
   * Throws {@link TimestampAuthorityError} when the TSA is unreachable, refuses or answers a bad token.
   */
  stamp(headHex: string, preimage: Uint8Array): Promise<StampedToken>;
};

export type StampedToken = {
  /** The TimeStampToken, DER. */
  token: Uint8Array;
  genTime: Date;
  /** The TSTInfo serial number, hex. */
  serial: string;
};

export class TimestampAuthorityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampAuthorityError';
  }
}
