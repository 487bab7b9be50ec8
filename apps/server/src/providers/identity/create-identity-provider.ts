import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { createAliyunIdentityProvider } from './aliyun-identity-provider';
import type { IdentityProvider } from './identity-provider';
import { createLocalIdentityProvider } from './local-identity-provider';

/** The real-name check of `config.identity` (IDENTITY_PROVIDER); the local format check by default. */
export function createIdentityProvider(config: AppConfig, log: FastifyBaseLogger): IdentityProvider {
  const settings = config.identity;
  return settings.provider === 'aliyun'
    ? createAliyunIdentityProvider({ settings, log })
    : createLocalIdentityProvider();
}
