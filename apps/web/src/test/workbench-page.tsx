import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { COMMUNITY_PAGE, type PageTitleKey, pageConfig } from '../routes/page-config';
import { type Workbench, WorkbenchContext } from '../shell/workbench-context';
import { jsonResponse, renderRoutes } from './render';

/**
 * What the workbench page tests (features/*, not the owner pages) each set up again: a community, the
 * workbench around the page, fetch stubbed per test, and the page rendered inside the context.
 */

/** 阳光花园 (code A), certified, the member its committee director. */
export const TEST_COMMUNITY = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
  vankeTag: 'NO',
  crmRole: null,
  experienceTag: 'NO',
  experienceServiceTag: 'NO',
  hasOpenWorkOrder: 'NO',
  viewOnlyForOwners: 'NO',
  allowOwnerMotion: 'NO',
  votingRoleTypes: [],
} as const;

/**
 * The community workbench (/manage) of TEST_COMMUNITY (under another code if given) on the page titled
 * `page`, with `permissions`.
 */
export function testWorkbench(
  permissions: readonly string[],
  page: PageTitleKey,
  communityInfoCode: string = TEST_COMMUNITY.communityInfoCode,
): Workbench {
  const community = { ...TEST_COMMUNITY, communityInfoCode };
  return {
    area: '/manage',
    user: { communities: [community] } as unknown as UserInfoDto,
    community: { ...community, roles: [...community.roles], votingRoleTypes: [] },
    permissions,
    page: pageConfig(COMMUNITY_PAGE, page),
    linkTo: (path) => `/manage/${path}`,
  };
}

/** The server's envelope of a successful call. */
export const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

/** The server's envelope of an unknown address. */
export const notFound = () => jsonResponse({ code: 404, message: 'not found', data: null }, 404);

/**
 * Stubs fetch for each test of the file: `answer` gives the response to a call (by its URL and init);
 * undefined is a 404. Tests may replace the implementation; it is reset after each test.
 */
export function stubFetchPerTest(
  answer: (url: string, init?: RequestInit) => Response | undefined | Promise<Response | undefined>,
): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => (await answer(String(input), init)) ?? notFound());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/**
 * Renders workbench pages in a memory router at `path`, each inside `workbench` as the shell would
 * provide it: `routes` maps a route pattern to its page.
 */
export function renderWorkbenchPage(input: {
  routes: Record<string, ReactElement>;
  path: string;
  workbench: Workbench;
}) {
  return renderRoutes(
    Object.entries(input.routes).map(([path, element]) => ({
      path,
      element: <WorkbenchContext.Provider value={input.workbench}>{element}</WorkbenchContext.Provider>,
    })),
    input.path,
  );
}
