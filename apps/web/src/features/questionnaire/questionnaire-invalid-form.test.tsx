import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ConsultationCreatePage } from './questionnaire-pages';

// Issue #24: 发布问卷 on an empty form showed an uncaught page error; the fields show what is missing.
const community = {
  communityInfoCode: 'A',
  communityName: '阳光花园',
  roles: ['COMMITTEE_DIRECTOR'],
  hasAuth: 'YES',
};
const workbench: Workbench = {
  area: '/manage',
  user: { communities: [community] } as unknown as UserInfoDto,
  community: community as unknown as Workbench['community'],
  permissions: ['INTENTION_VIEW', 'INTENTION_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'consultationList'),
  linkTo: (path) => `/manage/${path}?communityCode=A`,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
    if (url.startsWith('/v1/building/list')) return ok({ list: [], total: 0, page: 1, size: 10000 });
    if (url.includes('tag') || url.includes('Tag')) return ok([]);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('questionnaire form', () => {
  it('an empty form shows its field errors and sends nothing (no uncaught rejection)', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      renderRoutes(
        [
          {
            path: '*',
            element: (
              <WorkbenchContext.Provider value={workbench}>
                <ConsultationCreatePage />
              </WorkbenchContext.Provider>
            ),
          },
        ],
        '/consultation/create',
      );
      fireEvent.click(await screen.findByRole('button', { name: '发布问卷' }, { timeout: 20000 }));
      expect(await screen.findByText('请填写问卷标题', {}, { timeout: 10000 })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  }, 60_000);
});
