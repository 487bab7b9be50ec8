import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CommunityRegisterPage } from './register-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: Record<string, unknown>[];
let accountName: string | null = '张明';

const rejected = {
  registrationId: 'CR1',
  kind: 'REGISTER',
  state: 'REJECTED',
  communityInfoCode: null,
  communityName: '锦绣家园',
  provinceName: '广东省',
  cityName: '深圳市',
  districtName: '南山区',
  address: '桃源路20号',
  streetCode: 'ST-NANSHAN',
  streetName: '南山街道',
  govCommunityCode: 'GC-TAOYUAN',
  govCommunityName: '桃源社区',
  organisationType: 'COMMITTEE',
  changeType: null,
  roleType: 'COMMITTEE_DIRECTOR',
  registrantName: null,
  registrantMobile: '13755550001',
  proveFiles: [
    { attachmentId: 'A1', sourceName: '备案证明.pdf', contentType: 'application/pdf', size: 2048 },
  ],
  rejectReason: '备案证明不清晰',
  reviewerName: '刘伟',
  submitCount: 1,
  gmtCreate: '2026-11-20T01:00:00.000Z',
  gmtSubmit: '2026-11-20T01:00:00.000Z',
  gmtReview: '2026-11-21T01:00:00.000Z',
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/communityRegistration/mine')) return ok([rejected]);
    if (url.startsWith('/v1/account/loginInfoToC'))
      return ok({ ownerName: accountName, mobile: '13755550001' });
    if (url.startsWith('/v1/communityRegistration/unitOptions'))
      return ok([
        {
          streetCode: 'ST-NANSHAN',
          streetName: '南山街道',
          communities: [{ govCommunityCode: 'GC-TAOYUAN', govCommunityName: '桃源社区' }],
        },
      ]);
    if (url.startsWith('/v1/communityRegistration/resubmit')) {
      sent.push(JSON.parse(String(init?.body)));
      return ok({ ...rejected, state: 'REVIEWING', submitCount: 2, rejectReason: '' });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearSession();
  accountName = '张明';
});

describe('CommunityRegisterPage', () => {
  it('shows a rejected application with its reason and resubmits the same application', async () => {
    renderWithProviders(<CommunityRegisterPage />);
    expect(await screen.findByText('备案证明不清晰')).toBeTruthy();
    expect(screen.getByText('已驳回')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /修改后重新提交/ }));
    expect(await screen.findByDisplayValue('锦绣家园')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新提交/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      registrationId: 'CR1',
      communityName: '锦绣家园',
      streetCode: 'ST-NANSHAN',
      govCommunityCode: 'GC-TAOYUAN',
      roleType: 'COMMITTEE_DIRECTOR',
      proveFileIds: ['A1'],
    });
  });

  it('asks a nameless account for the applicant’s name and sends it', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    accountName = null;
    renderWithProviders(<CommunityRegisterPage />);
    fireEvent.click(await screen.findByRole('button', { name: /修改后重新提交/ }));
    const name = await screen.findByRole('textbox', { name: '您的姓名' });
    fireEvent.click(screen.getByRole('button', { name: /重新提交/ }));
    expect(await screen.findByText('请填写您的姓名')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(name, { target: { value: '林晓' } });
    fireEvent.click(screen.getByRole('button', { name: /重新提交/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ registrantName: '林晓' });
  });

  it('does not ask an account that has a name', async () => {
    saveSession({ token: 't', adminOwnerType: 'COMMUNITY' });
    renderWithProviders(<CommunityRegisterPage />);
    fireEvent.click(await screen.findByRole('button', { name: /修改后重新提交/ }));
    expect(await screen.findByDisplayValue('锦绣家园')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/account/loginInfoToC'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('textbox', { name: '您的姓名' })).toBeNull();
  });
});
