import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { i18n } from '../locales/i18n';
import { ElderModeProvider } from './elder-mode';
import { OwnerErrorPage, OwnerRoot } from './owner-root';
import { createOwnerRoutes } from './owner-routes';
import { OwnerSkeleton } from './owner-ui';

function createOwnerRouter() {
  return createBrowserRouter([
    {
      element: <OwnerRoot />,
      errorElement: <OwnerErrorPage />,
      // While a deep link's lazy page loads on a cold start.
      hydrateFallbackElement: <OwnerSkeleton />,
      children: createOwnerRoutes(),
    },
  ]);
}

/** The owner H5 entry's providers (owner.html): TanStack Query, i18n and its own router; no antd. */
export function OwnerApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createOwnerRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ElderModeProvider>
          <RouterProvider router={router} />
        </ElderModeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
