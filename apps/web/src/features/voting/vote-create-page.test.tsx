import type { UserInfoDto } from '@gongzhi/domain/account/user-info';
import { ISSUE_TYPES } from '@gongzhi/domain/voting/issue-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_PAGE, pageConfig } from '../../routes/page-config';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { VoteForm } from './vote-create-page';
import { emptyIssue, type VoteFormValues } from './vote-form-logic';

const workbench = {
  area: '/manage',
  user: { communities: [] } as unknown as UserInfoDto,
  community: null,
  permissions: ['VOTING_MANAGEMENT'],
  page: pageConfig(COMMUNITY_PAGE, 'voteCreate'),
  linkTo: (path: string) => `/manage/${path}`,
} as Workbench;

const types = ISSUE_TYPES.map((type) => ({ ...type }));
const property = types.find((type) => type.issueType === 'PROPERTY_SERVICE');
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/building/list')) return ok({ list: [], total: 0, page: 1, size: 10000 });
    if (url.startsWith('/v1/voting/votingScopeHouseInfo')) {
      return ok({
        scopeType: 'COMMUNITY',
        buildingCount: 3,
        houseCount: 120,
        totalArea: 1234500,
        totalHeads: 98,
        frozen: false,
      });
    }
    if (url.startsWith('/v1/voting/createDraft')) {
      return ok({ votingCode: 'D1', ...JSON.parse(String(init?.body)) });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderForm(issue = emptyIssue(property), extra: Partial<VoteFormValues> = {}) {
  return renderWithProviders(
    <WorkbenchContext.Provider value={workbench}>
      <VoteForm
        communityInfoCode="YGHY001"
        types={types}
        initial={{
          title: '续聘物业',
          scopeType: 'COMMUNITY',
          materials: [],
          issues: [{ ...issue, title: '续聘' }],
          ...extra,
        }}
      />
    </WorkbenchContext.Provider>,
  );
}

describe('the vote create form', () => {
  it('previews the scope of the whole community', async () => {
    renderForm();
    expect(await screen.findByText(/3 栋 · 120 户 · 专有部分面积 12345\.00㎡ · 业主 98 人/)).toBeTruthy();
  });

  it('warns about rules below the legal floor and restores the preset of the issue type', async () => {
    renderForm({ ...emptyIssue(property), effectRuleParam: ['1/2', '1/2', 'GREATER_THAN_OR_EQUAL'] });
    expect(await screen.findByTestId('below-floor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '恢复法定规则' }));
    await waitFor(() => expect(screen.queryByTestId('below-floor')).toBeNull());
    expect((screen.getByLabelText('生效规则面积比例') as HTMLInputElement).value).toBe('2/3');
  });

  it('shows no warning for the legal rules', async () => {
    renderForm();
    await screen.findByText('议题 1');
    expect(screen.queryByTestId('below-floor')).toBeNull();
  });

  it('saves a draft with what is filled so far', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/voting/createDraft'))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/voting/createDraft'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      communityInfoCode: 'YGHY001',
      title: '续聘物业',
      scopeType: 'COMMUNITY',
      startDate: null,
    });
    expect(body.issues).toHaveLength(1);
    expect(await screen.findByText('草稿已保存')).toBeTruthy();
  });

  it('takes the rules text, the announcement date and the signed papers (SPEC §3) into the draft', async () => {
    renderForm(emptyIssue(property), {
      votingDate: dayjs('2026-12-01'),
      signAttachment: [
        { attachmentId: 'S1', sourceName: '签字页.pdf', contentType: 'application/pdf', size: 3 },
      ],
    });
    expect(await screen.findByText('签字页.pdf')).toBeTruthy();
    expect(screen.getByText('人脸核验授权书')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/向业主说明投票方式/), {
      target: { value: '一户一票\n在线投票优先' },
    });
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/voting/createDraft'))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/v1/voting/createDraft'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      votingDate: '2026-12-01',
      votingRule: '一户一票\n在线投票优先',
      signAttachment: ['S1'],
      faceAuthorizationLetter: [],
    });
  });
});
