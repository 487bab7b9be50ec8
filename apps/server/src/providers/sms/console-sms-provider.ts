import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider';

/** Zero-setup provider: the code goes to the server log instead of a phone (DESIGN §2). */
export function createConsoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendLoginCode(mobile, code) {
      log.info({ sms: { provider: 'console', mobile, code } }, `SMS login code for ${mobile}: ${code}`);
    },
  };
}
