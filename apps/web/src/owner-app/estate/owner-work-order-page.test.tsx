import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/owner-render';
import { OwnerToastHost } from '../owner-ui';
import { OwnerWorkOrderPage } from './owner-work-order-page';

const house = {
  houseCode: 'H1',
  buildingName: '3栋',
  buildingAttribute: 'HIGH_RISE',
  unitNo: '2',
  floor: 5,
  houseNo: '502',
  area: 8900,
  relationType: 'OWNER',
  ownerHouseInfoState: 'CORRECT_INFO',
};

const order = (workOrderId: string, content: string, state: string, extra: Record<string, unknown> = {}) => ({
  workOrderId,
  workOrderType: 'REPAIR',
  content,
  location: '3栋2单元',
  state,
  ownerName: '陈建国',
  mobile: '13900000001',
  photos: [],
  assigneeUserId: null,
  assigneeName: null,
  reply: null,
  gmtCreate: '2026-03-01T02:00:00.000Z',
  gmtClose: null,
  ...extra,
});

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
let communities: unknown[] = [];
let createReply: Response | null = null;

beforeEach(() => {
  communities = [{ communityInfoCode: 'YGHY001', communityName: '阳光花园', houses: [house] }];
  createReply = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/v1/owner/myHouses')) return ok({ communities });
    if (url.startsWith('/v1/owner/workOrder/list'))
      return ok([
        order('W2', '2栋快递柜满了', 'CLOSED', {
          workOrderType: 'SERVICE',
          assigneeName: '王强',
          reply: '已增设一组快递柜',
          gmtClose: '2026-03-02T02:00:00.000Z',
        }),
        order('W1', '地下车库照明不亮', 'PENDING'),
      ]);
    if (url.startsWith('/v1/owner/workOrder/create'))
      return createReply ?? ok(order('W3', '楼道顶棚漏水', 'PENDING'));
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const slow = { timeout: 5000 };
const render = () =>
  renderRoutes(
    [
      {
        path: '/owner/workOrders',
        element: (
          <>
            <OwnerWorkOrderPage />
            <OwnerToastHost />
          </>
        ),
      },
    ],
    '/owner/workOrders',
  );

const createCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/owner/workOrder/create'));

async function fillAndSubmit() {
  fireEvent.click(await screen.findByLabelText('类型', undefined, slow));
  fireEvent.click(await screen.findByRole('option', { name: '报事报修' }));
  fireEvent.change(screen.getByPlaceholderText('请描述需要维修或服务的问题'), {
    target: { value: '  楼道顶棚漏水  ' },
  });
  fireEvent.change(screen.getByPlaceholderText(/如 3栋2单元/), { target: { value: '3栋2单元' } });
  fireEvent.click(screen.getByRole('button', { name: /提交工单/ }));
}

describe('owner work orders', () => {
  it('lists my orders with state, handler and result', async () => {
    render();
    const closed = await screen.findByRole('region', { name: '2栋快递柜满了' }, slow);
    expect(within(closed).getByText('已办结')).toBeTruthy();
    expect(within(closed).getByText('服务需求')).toBeTruthy();
    expect(within(closed).getByText('处理人：王强')).toBeTruthy();
    expect(within(closed).getByText('处理结果：已增设一组快递柜')).toBeTruthy();
    const open = screen.getByRole('region', { name: '地下车库照明不亮' });
    expect(within(open).getByText('待受理')).toBeTruthy();
    expect(within(open).queryByText(/处理结果/)).toBeNull();
  });

  it('asks for the type and description before sending anything', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /提交工单/ }, slow));
    // The placeholder says it too: the error is the alert under the field.
    const typeTexts = await screen.findAllByText('请选择工单类型', undefined, slow);
    expect(typeTexts.some((node) => node.getAttribute('role') === 'alert')).toBe(true);
    expect(await screen.findByText('请填写问题描述', undefined, slow)).toBeTruthy();
    expect(createCalls()).toHaveLength(0);
  });

  it('files an order for my community with trimmed text and refreshes my list', async () => {
    render();
    await fillAndSubmit();
    await waitFor(() => expect(createCalls()).toHaveLength(1), slow);
    expect(JSON.parse(String(createCalls()[0]?.[1]?.body))).toEqual({
      communityInfoCode: 'YGHY001',
      workOrderType: 'REPAIR',
      content: '楼道顶棚漏水',
      location: '3栋2单元',
      photoIds: [],
    });
    expect(await screen.findByText('工单已提交，物业将尽快处理', undefined, slow)).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/v1/owner/workOrder/list')),
      ).toHaveLength(2),
    );
  });

  it("shows the server's refusal, for a community without services", async () => {
    createReply = jsonResponse({ code: 403, message: '本小区未开通小区服务', data: null }, 403);
    render();
    await fillAndSubmit();
    expect(await screen.findByText('本小区未开通小区服务', undefined, slow)).toBeTruthy();
  });

  it('hides the community choice for an owner of one community, on plain components', async () => {
    const { container } = render();
    await screen.findByLabelText('类型', undefined, slow);
    expect(container.querySelector('#ownerWorkOrder_communityInfoCode')?.closest('[hidden]')).not.toBeNull();
    expect(container.querySelector('[class^="ant-btn"], .ant-form')).toBeNull();
  });

  it('tells an owner without a house that they cannot file yet', async () => {
    communities = [];
    render();
    expect(await screen.findByText('绑定本小区房屋后才能提交工单', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交工单/ })).toBeNull();
  });
});
