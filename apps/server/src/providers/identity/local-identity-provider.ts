import { isValidIdCardNumber } from '@gongzhi/domain/common/id-card';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import type { IdentityProvider } from './identity-provider';

/**
 * Checks what can be checked without the register: the ID's format, birth date and check digit, and
 * a plausible name. For demos and tests a name containing 错 ("wrong") is refused as a mismatch.
 */
export function createLocalIdentityProvider(): IdentityProvider {
  return {
    name: 'local',
    async verify(check) {
      const nameOk = /^[\p{Script=Han}A-Za-z·.\s]{2,50}$/u.test(check.name) && !check.name.includes('错');
      if (!isValidIdCardNumber(check.cardNo) || !nameOk)
        return { ok: false, message: MESSAGES.idCardNameMismatch };
      return { ok: true };
    },
  };
}
