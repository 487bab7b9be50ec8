import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from '../owner-app/nav';

/**
 * test/render's renderRoutes for the owner entry: its own router (owner-app/router) in memory, a
 * fresh query cache per test, and no antd, as owner.html runs the pages.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders one element at `/` as an owner page. */
export function renderWithProviders(element: ReactElement) {
  return renderRoutes([{ path: '*', element }], '/');
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
