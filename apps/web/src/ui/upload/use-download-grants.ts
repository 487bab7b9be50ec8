import { useSyncExternalStore } from 'react';
import { grantsVersion, subscribeToGrants } from './download-grants';

/**
 * Re-renders the calling component when download grants arrive or are due for renewal; call it in
 * every component that renders `attachmentUrl` of a private file (download-grants.ts).
 */
export function useDownloadGrants(): number {
  return useSyncExternalStore(subscribeToGrants, grantsVersion, grantsVersion);
}
