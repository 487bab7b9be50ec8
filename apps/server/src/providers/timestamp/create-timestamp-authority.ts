import type { AppConfig } from '../../config';
import { createRfc3161TimestampAuthority } from './rfc3161-timestamp-authority';
import type { TimestampAuthority } from './timestamp-authority';

/** The TSA of `config.timestamp` (TSA_URL, TSA_CA_CERT); null when none is configured. */
export function createTimestampAuthority(config: AppConfig): TimestampAuthority | null {
  return config.timestamp ? createRfc3161TimestampAuthority(config.timestamp) : null;
}
