import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import type { Workbench } from '../../shell/workbench-context';
import { ok, renderWorkbenchPage, stubFetchPerTest } from '../../test/workbench-page';
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

const fetchMock = stubFetchPerTest(async (url) => {
  if (url.startsWith('/v1/building/list')) return ok({ list: [], total: 0, page: 1, size: 10000 });
  if (url.includes('tag') || url.includes('Tag')) return ok([]);
  return undefined;
});

describe('questionnaire form', () => {
  it('an empty form shows its field errors and sends nothing (no uncaught rejection)', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      renderWorkbenchPage({
        routes: { '*': <ConsultationCreatePage /> },
        path: '/consultation/create',
        workbench,
      });
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
