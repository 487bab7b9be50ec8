import { describe, expect, it } from 'vitest';
import { GovAuthState, isTerminalQrState, mayApplyGovCertification, QrLoginState } from './account-enums';

describe('mayApplyGovCertification', () => {
  it.each([
    ['NO', true],
    ['REJECTED', true],
    ['REVIEWING', false],
    ['YES', false],
  ] as const)('%s → %s', (state, expected) => {
    expect(mayApplyGovCertification(state)).toBe(expected);
    expect(GovAuthState.is(state)).toBe(true);
  });
});

describe('QR login', () => {
  it.each([
    ['UNSCENTED_CODE', false],
    ['SCANNED_CODE', false],
    ['SCANNED_CODE_ALLOW_LOGIN', true],
    ['SCANNED_CODE_REFUSE_LOGIN', true],
    ['QR_CODE_EXPIRED', true],
  ] as const)('%s terminal: %s', (state, terminal) => {
    expect(isTerminalQrState(state)).toBe(terminal);
  });

  it('labels the refusal as the spec words it', () => {
    expect(QrLoginState.label('SCANNED_CODE_REFUSE_LOGIN')).toBe('您已取消此次登录，点击重试');
  });
});
