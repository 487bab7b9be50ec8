import { QueryClient } from '@tanstack/react-query';
import { isRequestFailure } from '../lib/request';

/**
 * Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, once.
 *
 * Calls always go out (`networkMode: 'always'`): by default TanStack Query pauses every query and
 * mutation while the browser has reported itself offline, and resumes only on the next `online`
 * event. A spurious `offline` (seen in headless Chromium under load) then left a save button spinning
 * for minutes with no request sent. Sending the call instead gives the user the request helper's
 * own network error, which says what went wrong.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isRequestFailure(error) && error.code >= 400 && error.code < 500),
      },
      mutations: { networkMode: 'always' },
    },
  });
}
