import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { GovJoinReviewPage } from './join-review-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let sent: Record<string, unknown>[];
let operator: 'YES' | 'NO';

const record = (joinRecordId: string, organizeName: string, state = 'PENDING', level = 'STREET') => ({
  joinRecordId,
  organizeName,
  level,
  region: '广东省深圳市南山区',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  street: '前海街道',
  community: level === 'COMMUNITY' ? '海滨社区' : '',
  contactName: '王强',
  position: '',
  mobile: '13612345678',
  remark: '',
  proofs: [
    { attachmentId: `A-${joinRecordId}`, sourceName: '公函.pdf', contentType: 'application/pdf', size: 2048 },
  ],
  state,
  reviewRemark: state === 'REFUSED' ? '不在服务区域' : '',
  reviewerName: state === 'PENDING' ? null : '运营',
  gmtCreate: '2026-11-20T01:00:00.000Z',
  gmtReview: state === 'PENDING' ? null : '2026-11-21T01:00:00.000Z',
  unitCode: state === 'APPROVED' ? 'STX' : null,
  unitName: state === 'APPROVED' ? organizeName : null,
});

beforeEach(() => {
  sent = [];
  operator = 'YES';
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/v1/govAuth/operator')) return ok({ isOperator: operator });
    if (url.startsWith('/v1/govJoinRecord/proofDownload'))
      return new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
    if (url.startsWith('/v1/govJoinRecord/list'))
      return ok({
        list: [
          record('GJ1', '前海街道办事处'),
          record('GJ2', '蛇口街道办事处', 'REFUSED'),
          record('GJ3', '海滨社区居委会', 'PENDING', 'COMMUNITY'),
        ],
        total: 3,
        page: 1,
        size: 10,
      });
    if (url.startsWith('/v1/govUnit/list'))
      return ok([{ streetCode: 'ST-NANSHAN', streetName: '南山街道', communities: [] }]);
    if (url.startsWith('/v1/govJoinRecord/review')) {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return ok({
        ...record(body.joinRecordId, '前海街道办事处', body.decision === 'APPROVE' ? 'APPROVED' : 'REFUSED'),
      });
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const row = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 5000 })).closest('tr') as HTMLElement;

describe('join application review page', () => {
  it('lists applications; only pending ones can be decided', async () => {
    renderWithProviders(<GovJoinReviewPage />);
    const pending = await row('前海街道办事处');
    expect(within(pending).getByText('待审核')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '通过' })).toBeTruthy();
    const refused = await row('蛇口街道办事处');
    expect(within(refused).getByText('不在服务区域')).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: '通过' })).toBeNull();
  }, 60_000);

  it('a refusal needs a reason before anything is sent', async () => {
    renderWithProviders(<GovJoinReviewPage />);
    fireEvent.click(within(await row('前海街道办事处')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '不在服务区域' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ joinRecordId: 'GJ1', decision: 'REFUSE', reviewRemark: '不在服务区域' });
  }, 60_000);

  it('the decision dialog shows the place and saves the proof with the token in a header, never in the URL', async () => {
    localStorage.setItem('token', JSON.stringify('operator-session'));
    URL.createObjectURL = vi.fn(() => 'blob:proof');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<GovJoinReviewPage />);
    fireEvent.click(within(await row('海滨社区居委会')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('广东省 / 深圳市 / 南山区 / 前海街道 / 海滨社区')).toBeTruthy();
    const link = within(dialog).getByText(/公函\.pdf/);
    expect(link.closest('a')?.getAttribute('href') ?? null).toBeNull();
    fireEvent.click(link);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/govJoinRecord/proofDownload')),
      ).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).startsWith('/v1/govJoinRecord/proofDownload'),
    ) ?? ['', {}];
    expect(String(url)).toBe('/v1/govJoinRecord/proofDownload?joinRecordId=GJ3&attachmentId=A-GJ3');
    expect((init?.headers as Record<string, string> | undefined)?.token).toBe('operator-session');
    localStorage.removeItem('token');
  }, 60_000);

  it('approves without a note', async () => {
    renderWithProviders(<GovJoinReviewPage />);
    fireEvent.click(within(await row('前海街道办事处')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ joinRecordId: 'GJ1', decision: 'APPROVE', reviewRemark: '' });
  }, 60_000);

  it('approving a 社区 asks for its street, which opens it there', async () => {
    renderWithProviders(<GovJoinReviewPage />);
    fireEvent.click(within(await row('海滨社区居委会')).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/为联系人手机号 13612345678 开通/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    expect((await within(dialog).findAllByText('请选择该社区所属的街道')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('南山街道'));
    fireEvent.click(within(dialog).getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      joinRecordId: 'GJ3',
      decision: 'APPROVE',
      reviewRemark: '',
      parentStreetCode: 'ST-NANSHAN',
    });
  }, 60_000);

  it('tells anyone else the page is for platform operators', async () => {
    operator = 'NO';
    renderWithProviders(<GovJoinReviewPage />);
    expect(await screen.findByText('该功能仅限平台运营人员使用', {}, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/v1/govJoinRecord/list'))).toBe(
      false,
    );
  }, 60_000);
});
