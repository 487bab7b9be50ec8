import { describe, expect, it } from 'vitest';
import { LOCAL_RULE_MESSAGES, lawExactSettings, localRuleProblem, ruleBasisOf } from './local-rule';

describe('the local-rule variant of deeming', () => {
  const rule = { file: 'A1', clause: '第十二条' };
  it('is refused without the adopted rules of procedure and without deeming', () => {
    expect(localRuleProblem({ nonResponsePolicy: 'ABSTAIN', deemedTowardQuorum: false })).toBeNull();
    expect(localRuleProblem({ nonResponsePolicy: 'ABSTAIN', deemedTowardQuorum: true })).toBe(
      LOCAL_RULE_MESSAGES.required,
    );
    expect(
      localRuleProblem({ nonResponsePolicy: 'NOT_PARTICIPATED', deemedTowardQuorum: true, localRule: rule }),
    ).toBe(LOCAL_RULE_MESSAGES.needsDeeming);
    expect(
      localRuleProblem({ nonResponsePolicy: 'FOLLOW_MAJORITY', deemedTowardQuorum: true, localRule: rule }),
    ).toBeNull();
  });
  it('names the rule applied and gives the law-exact settings', () => {
    expect(ruleBasisOf({})).toBe('CIVIL_CODE');
    expect(ruleBasisOf({ deemedTowardQuorum: true })).toBe('LOCAL_RULE');
    const settings = { nonResponsePolicy: 'ABSTAIN', deemedTowardQuorum: true, localRule: rule };
    expect(lawExactSettings(settings)).toEqual({ ...settings, deemedTowardQuorum: false });
    expect(settings.deemedTowardQuorum).toBe(true);
  });
});
