import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerInformationPage } from './owner-information-page';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let read = false;
const info = () => ({
  informationId: 'I1',
  title: '城乡居民医保缴费通知',
  informationType: 'LIVELIHOOD_POLICY',
  publisherName: '阳光街道',
  gmtCreate: '2026-11-20T01:00:00.000Z',
  content: '<p>请辖区居民于12月31日前完成缴费</p><script>window.hacked = 1</script>',
  attachments: [
    {
      attachmentId: 'A1',
      pubAttachmentId: 'PA1',
      sourceName: '缴费指南.pdf',
      contentType: 'application/pdf',
      size: 10,
    },
  ],
  read,
});

beforeEach(() => {
  read = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/govInformation/ownerList'))
      return ok({ list: [info()], total: 1, page: 1, size: 50 });
    if (url.startsWith('/v1/govInformation/ownerInfo')) {
      read = true;
      return ok(info());
    }
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('owner government information (owner entry)', () => {
  it('opens a release in place, sanitised with its files, and shows it read', async () => {
    const { container } = renderRoutes(
      [{ path: '*', element: <OwnerInformationPage /> }],
      '/owner/govInformation',
    );
    const item = await screen.findByTestId('owner-information-item');
    expect(item.textContent).toContain('未读');
    fireEvent.click(within(item).getByText('查看全文'));
    expect(await within(item).findByText('请辖区居民于12月31日前完成缴费')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(within(item).getByText('缴费指南.pdf').getAttribute('href')).toContain('PA1');
    await waitFor(() => expect(item.textContent).toContain('已读'));
  });
});
