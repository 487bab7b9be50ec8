import { QueryClient } from '@tanstack/react-query';
import { isRequestFailure } from '../lib/request';

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isRequestFailure(error) && error.code >= 400 && error.code < 500),
      },
    },
  });
}
