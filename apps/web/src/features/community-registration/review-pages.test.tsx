import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { CommunityReviewDetailPage, CommunityReviewListPage } from './review-pages';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: Record<string, unknown>[];
let listQueries: string[];

const application = (state: string) => ({
  registrationId: 'CR1',
  kind: 'REGISTER',
  state,
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
  registrantName: '王芳',
  registrantMobile: '13755550001',
  proveFiles: [
    { attachmentId: 'A1', sourceName: '备案证明.pdf', contentType: 'application/pdf', size: 2048 },
  ],
  rejectReason: state === 'REJECTED' ? '备案证明不清晰' : '',
  reviewerName: state === 'REVIEWING' ? null : '刘伟',
  submitCount: 1,
  gmtCreate: '2026-11-20T01:00:00.000Z',
  gmtSubmit: '2026-11-20T01:00:00.000Z',
  gmtReview: state === 'REVIEWING' ? null : '2026-11-21T01:00:00.000Z',
});

beforeEach(() => {
  sent = [];
  listQueries = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/communityRegistration/reviewList')) {
      listQueries.push(url);
      return ok({ list: [application('REVIEWING')], total: 1, page: 1, size: 10 });
    }
    if (url.startsWith('/v1/communityRegistration/reviewInfo')) return ok(application('REVIEWING'));
    if (url.startsWith('/v1/communityRegistration/review')) {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return ok({ ...application('REJECTED'), rejectReason: body.rejectReason });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('community review pages', () => {
  it('lists the unit’s applications under review, and searches', async () => {
    renderRoutes([{ path: '*', element: <CommunityReviewListPage /> }], '/');
    expect(await screen.findByText('锦绣家园')).toBeTruthy();
    expect(screen.getByText('南山街道 / 桃源社区')).toBeTruthy();
    expect(listQueries[0]).toContain('state=REVIEWING');
    fireEvent.change(screen.getByLabelText('搜索小区名称、地址或申请人'), { target: { value: '锦绣' } });
    fireEvent.keyDown(screen.getByLabelText('搜索小区名称、地址或申请人'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(listQueries.some((url) => url.includes('searchKey='))).toBe(true));
  });

  it('filters by the kind of application', async () => {
    renderRoutes([{ path: '*', element: <CommunityReviewListPage /> }], '/');
    expect(await screen.findByText('锦绣家园')).toBeTruthy();
    expect(listQueries.every((url) => !url.includes('kind='))).toBe(true);
    fireEvent.mouseDown(screen.getByLabelText('申请类型'));
    fireEvent.click(await screen.findByText('组织变更', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(listQueries.some((url) => url.includes('kind=ORG_CHANGE'))).toBe(true));
  });

  it('rejects only with a reason, and sends it', async () => {
    renderRoutes(
      [{ path: '/government/communityReview/:registrationId', element: <CommunityReviewDetailPage /> }],
      '/government/communityReview/CR1',
    );
    expect(await screen.findByText('备案证明.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('请说明需要申请人修改的内容')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '备案证明不清晰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ registrationId: 'CR1', decision: 'REJECT', rejectReason: '备案证明不清晰' });
  });
});
