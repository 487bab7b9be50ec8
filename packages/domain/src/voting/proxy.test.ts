import { describe, expect, it } from 'vitest';
import {
  appointProblem,
  heldBy,
  type ProxyAuthorization,
  proxyCastProblem,
  proxyLimitOf,
  proxyRefOf,
  revokeProblem,
} from './proxy';
import { voterRefOf } from './voter-ref';

const row = (principalVoterId: number, proxyMobile: string, extra: Partial<ProxyAuthorization> = {}) => ({
  principalVoterId,
  proxyMobile,
  revokedAt: null,
  castAt: null,
  ...extra,
});
const P = '13900000001';
const base = {
  proxyVoting: true,
  open: true,
  principalMobile: '13800000001',
  principalVoted: false,
  principalVoterId: 9,
  proxyMobile: P,
  limit: 3,
  existing: [] as ProxyAuthorization[],
};

describe('proxy authorisations', () => {
  it('allows an authorisation within the rules', () => {
    expect(appointProblem(base)).toBeNull();
  });

  it('refuses when proxy voting is off, the vote is not open, or the proxy is the principal', () => {
    expect(appointProblem({ ...base, proxyVoting: false })).toBe('disabled');
    expect(appointProblem({ ...base, open: false })).toBe('notOpen');
    expect(appointProblem({ ...base, principalMobile: P })).toBe('selfProxy');
  });

  it('refuses a principal who voted or already has an active authorisation', () => {
    expect(appointProblem({ ...base, principalVoted: true })).toBe('principalVoted');
    expect(appointProblem({ ...base, existing: [row(9, '13900000002')] })).toBe('alreadyAuthorized');
    // A revoked one does not block a new one.
    expect(appointProblem({ ...base, existing: [row(9, P, { revokedAt: new Date() })] })).toBeNull();
  });

  it('caps the principals one proxy holds; revoked ones free a place, cast ones do not', () => {
    const three = [row(1, P), row(2, P), row(3, P, { castAt: new Date() })];
    expect(heldBy(three, P)).toBe(3);
    expect(appointProblem({ ...base, existing: three })).toBe('overLimit');
    const freed = [row(1, P), row(2, P), row(3, P, { revokedAt: new Date() })];
    expect(appointProblem({ ...base, existing: freed })).toBeNull();
    expect(appointProblem({ ...base, existing: three, limit: 4 })).toBeNull();
    expect(appointProblem({ ...base, existing: three, proxyMobile: '13900000009' })).toBeNull();
  });

  it('revokes until the proxy has cast', () => {
    expect(revokeProblem(row(1, P))).toBeNull();
    expect(revokeProblem(row(1, P, { castAt: new Date() }))).toBe('alreadyCast');
    expect(revokeProblem(row(1, P, { revokedAt: new Date() }))).toBe('revoked');
  });

  it('lets only the named proxy cast, once, on an active authorisation of an enabled vote', () => {
    expect(proxyCastProblem({ proxyVoting: true, row: row(1, P), proxyMobile: P })).toBeNull();
    expect(proxyCastProblem({ proxyVoting: false, row: row(1, P), proxyMobile: P })).toBe('disabled');
    expect(proxyCastProblem({ proxyVoting: true, row: row(1, P), proxyMobile: '13900000002' })).toBe(
      'notYourProxy',
    );
    const revoked = row(1, P, { revokedAt: new Date() });
    expect(proxyCastProblem({ proxyVoting: true, row: revoked, proxyMobile: P })).toBe('revoked');
    const cast = row(1, P, { castAt: new Date() });
    expect(proxyCastProblem({ proxyVoting: true, row: cast, proxyMobile: P })).toBe('principalVoted');
  });

  it('defaults the limit to 3 for votes published before the setting', () => {
    expect(proxyLimitOf({})).toBe(3);
    expect(proxyLimitOf({ proxyMaxPrincipals: 5 })).toBe(5);
  });

  it('names the proxy in the chain by an HMAC distinct from a voter reference, never the phone', () => {
    const key = 'ab'.repeat(32);
    const ref = proxyRefOf(key, P);
    expect(ref).toHaveLength(32);
    expect(ref).not.toBe(voterRefOf(key, P));
    expect(ref).not.toContain(P);
    expect(proxyRefOf(null, P)).toBe('proxy:139****0001');
  });
});
