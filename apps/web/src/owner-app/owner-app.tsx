import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../app/query-client';
import { ElderModeProvider } from './elder-mode';
import { createBrowserRouter, RouterProvider } from './nav';
import { OwnerErrorPage, OwnerRoot } from './owner-root';
import { createOwnerRoutes } from './owner-routes';

function createOwnerRouter() {
  return createBrowserRouter([
    {
      element: <OwnerRoot />,
      errorElement: <OwnerErrorPage />,
      children: createOwnerRoutes(),
    },
  ]);
}

/** The owner H5 entry's providers (owner.html): TanStack Query and its own router; no antd, no i18next. */
export function OwnerApp() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createOwnerRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ElderModeProvider>
        <RouterProvider router={router} />
      </ElderModeProvider>
    </QueryClientProvider>
  );
}
