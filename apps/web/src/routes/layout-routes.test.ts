import { describe, expect, it } from 'vitest';
import { LAYOUT_ROUTES, NOT_PAGES } from '../../../../e2e/tests/layout/routes';
import { appRoutes } from '../app/router';
import { createOwnerRoutes } from '../owner-app/owner-routes';
import { leafRoutes } from '../test/route-patterns';

describe('the layout check (e2e/tests/layout.spec.ts)', () => {
  it('opens every page of the router, and only those', () => {
    const routed = new Set(
      // The owner H5's addresses are routed by its own entry (owner.html); the SPA hands them over.
      [...leafRoutes(appRoutes), ...leafRoutes(createOwnerRoutes())]
        .map(({ path }) => path)
        .filter((pattern) => !NOT_PAGES.includes(pattern)),
    );
    const checked = new Set(LAYOUT_ROUTES.map((route) => route.pattern));
    expect([...routed].filter((pattern) => !checked.has(pattern))).toEqual([]);
    expect([...checked].filter((pattern) => !routed.has(pattern))).toEqual([]);
  });
});
