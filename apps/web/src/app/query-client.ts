import { QueryClient } from '@tanstack/react-query';
import { isRequestFailure } from '../lib/request';

/**
 * Whether the server answered the failure itself: a 4xx refusal, or a business failure of the error
 * catalogue (SPEC §8: 534 on HTTP 409, -1 for an empty answer on HTTP 200). Such answers are not
 * glitches, and asking again changes nothing. Judged by the HTTP status, as the failure's `code` may be
 * a catalogue code.
 */
function isServerAnswer(error: unknown): boolean {
  if (!isRequestFailure(error)) return false;
  const status = typeof error.status === 'number' ? error.status : error.code;
  return status >= 200 && status < 500;
}

/**
 * Answers (4xx refusals, catalogue failures) are not glitches: retry only network failures and 5xx, once.
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
        retry: (failureCount, error) => failureCount < 1 && !isServerAnswer(error),
      },
      mutations: { networkMode: 'always' },
    },
  });
}
