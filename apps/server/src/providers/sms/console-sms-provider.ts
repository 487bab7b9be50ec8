import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, type SmsProvider } from './sms-provider';

/**
 * Zero-setup provider: the code goes to the server log instead of a phone (DESIGN §2). In production
 * (chosen on purpose with SMS_PROVIDER=console) it logs only that a code was made, never the code:
 * the log is read by more people than the phone's owner.
 */
export function createConsoleSmsProvider(
  log: FastifyBaseLogger,
  options: { production?: boolean } = {},
): SmsProvider {
  return {
    name: 'console',
    async sendLoginCode(mobile, code) {
      if (options.production) {
        log.warn(
          { sms: { provider: 'console', mobile: maskMobile(mobile) } },
          'SMS login code made but not sent (SMS_PROVIDER=console)',
        );
        return;
      }
      log.info({ sms: { provider: 'console', mobile, code } }, `SMS login code for ${mobile}: ${code}`);
    },
    noticesConfigured: true,
    async sendNotice(mobile, notice) {
      const shown = options.production ? maskMobile(mobile) : mobile;
      log.info({ sms: { provider: 'console', mobile: shown, notice } }, `SMS ${notice.kind} for ${shown}`);
    },
  };
}
