import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerToastHost } from '../owner-ui';
import { OwnerComplaintPage } from './owner-complaint-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const complaint = {
  complaintId: 'C1',
  communityInfoCode: 'YGHY001',
  communityName: '阳光花园',
  complaintType: 'PROPERTY_SERVICE',
  content: '垃圾站异味严重',
  state: 'HANDLING',
  reply: null,
  gmtCreate: '2026-11-20T01:00:00.000Z',
  photos: [{ attachmentId: 'P1', sourceName: '垃圾站现场.jpg', contentType: 'image/jpeg', size: 2048 }],
};
let complaints: unknown[] = [];

beforeEach(() => {
  complaints = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govComplaint/ownerList'))
      return ok({ list: complaints, total: complaints.length, page: 1, size: 50 });
    if (url.startsWith('/v1/govComplaint/ownerCreate')) return ok(complaint);
    if (url.startsWith('/v1/owner/myHouses'))
      return ok({ communities: [{ communityInfoCode: 'YGHY001', communityName: '阳光花园', houses: [] }] });
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const render = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <OwnerComplaintPage />
            <OwnerToastHost />
          </>
        ),
      },
    ],
    '/owner/complaints',
  );
const createCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/govComplaint/ownerCreate'));

describe('owner complaints (owner entry)', () => {
  it('shows my complaints with the photos I sent (issue #24), without antd', async () => {
    complaints = [complaint];
    const { container } = render();
    expect(await screen.findByText('垃圾站异味严重')).toBeTruthy();
    const card = screen.getByTestId('owner-complaint-item');
    expect(within(card).getByAltText('垃圾站现场.jpg')).toBeTruthy();
    expect(card.textContent).toContain('待处理');
    expect(card.textContent).toContain('物业服务');
    expect(container.querySelector('[class^="ant-"], [class*=" ant-btn"]')).toBeNull();
  });

  it('marks 小区, 投诉类型 and 投诉内容 required and sends nothing without them', async () => {
    render();
    const form = await waitFor(() => {
      const found = document.querySelector('form#ownerComplaint');
      if (!found) throw new Error('form not rendered');
      return found as HTMLFormElement;
    });
    const labels = [...form.querySelectorAll('label')];
    const required = labels.filter((label) => label.classList.contains('ofi__label--required'));
    expect(required.map((label) => label.textContent)).toEqual(['小区', '投诉类型', '投诉内容']);
    expect(labels.map((label) => label.textContent)).toContain('图片');
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('.ant-form-item-explain-error').length).toBe(2));
    expect(form.querySelector('.ofi__error')?.textContent).toBe('请选择投诉类型');
    expect(screen.getByText('请填写投诉内容')).toBeTruthy();
    expect(createCalls()).toHaveLength(0);
  });

  it('files a complaint with trimmed text, says so, and empties the form', async () => {
    render();
    const type = await screen.findByLabelText('投诉类型');
    fireEvent.click(type);
    fireEvent.click(screen.getByRole('option', { name: '物业服务' }));
    const content = screen.getByLabelText('投诉内容') as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: '  东门道闸损坏  ' } });
    expect(screen.getByText('10 / 500')).toBeTruthy();
    fireEvent.click(screen.getByText('提交投诉'));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(JSON.parse(String(createCalls()[0]?.[1]?.body))).toEqual({
      communityInfoCode: 'YGHY001',
      complaintType: 'PROPERTY_SERVICE',
      content: '东门道闸损坏',
      photoIds: [],
    });
    expect(await screen.findByText('投诉已提交，街道/社区工作人员会尽快处理')).toBeTruthy();
    await waitFor(() => expect(content.value).toBe(''));
  });
});
