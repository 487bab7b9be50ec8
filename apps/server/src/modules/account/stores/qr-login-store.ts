import type { QrLoginStateValue } from '../../../db/schema';

/** One QR login (SPEC §4) as the QR login service sees it, whichever store keeps it. */
export type QrLoginRecord = {
  /** sha256 of the loginKey: the key itself is never stored. */
  keyHash: string;
  adminOwnerType: 'COMMUNITY' | 'GOV';
  state: QrLoginStateValue;
  /** The owner-H5 user who scanned; they alone may allow or refuse. */
  scannedByUserId: number | null;
  failMessage: string | null;
  expiresAt: Date;
  /** Set once, when the polling browser receives its token. */
  tokenIssuedAt: Date | null;
};

export type QrLoginChange = Partial<
  Pick<QrLoginRecord, 'state' | 'scannedByUserId' | 'failMessage' | 'expiresAt'>
>;

/**
 * Where QR login state lives: the `qr_logins` table (the default) or Redis (REDIS_URL), so a code
 * shown by one instance can be scanned and polled through another. The service does not know which.
 */
export type QrLoginStore = {
  insert(values: {
    keyHash: string;
    adminOwnerType: 'COMMUNITY' | 'GOV';
    now: Date;
    expiresAt: Date;
  }): Promise<void>;
  find(keyHash: string): Promise<QrLoginRecord | null>;
  /** Compare-and-set on the state, so two phones or two polls cannot both move it. */
  move(keyHash: string, from: QrLoginStateValue, change: QrLoginChange, now: Date): Promise<boolean>;
  /** The single hand-out of a token for an allowed QR login; false when already handed out. */
  claimToken(keyHash: string, now: Date): Promise<boolean>;
};
