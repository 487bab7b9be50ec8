import type { DoorToDoorList } from '@gongzhi/domain/voting/door-to-door';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectCompleteTranslation } from '../../test/locale-keys';
import { buttonByText } from '../../test/queries';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { votingDoorsEnUS, votingDoorsZhCN } from './door-to-door-locale';
import { DoorToDoorTab } from './door-to-door-tab';

// 扫楼清单 (issue #26 item 2): non-voting households of a building, delivery state and visit marks.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const list = (overrides: Partial<DoorToDoorList> = {}): DoorToDoorList => ({
  votingCode: 'V1',
  rollFrozen: true,
  markingOpen: true,
  markingClosedReason: null,
  fullMobiles: false,
  buildings: [
    { buildingCode: 'B1', buildingName: '一号楼', voterCount: 4, nonVoterCount: 2 },
    { buildingCode: 'B2', buildingName: '二号楼', voterCount: 2, nonVoterCount: 2 },
  ],
  buildingCode: 'B1',
  items: [
    {
      voterKey: 'K3',
      houseCodes: ['H103'],
      houseNames: ['一号楼1单元103'],
      owners: [{ ownerName: '张三', mobile: '137****0003' }],
      delivered: true,
      deliveryCount: 1,
      lastDeliveredAt: '2026-11-20T02:00:00.000Z',
      lastVisit: {
        mark: 'BALLOT_LEFT',
        markName: '已留票',
        markedBy: '志愿者1',
        markedAt: '2026-11-20T02:00:00.000Z',
        remark: '',
      },
      visitCount: 2,
    },
    {
      voterKey: 'K4',
      houseCodes: ['H104'],
      houseNames: ['一号楼1单元104'],
      owners: [],
      delivered: false,
      deliveryCount: 0,
      lastDeliveredAt: null,
      lastVisit: null,
      visitCount: 0,
    },
  ],
  ...overrides,
});
const answer = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const render = (canPrint = true) =>
  renderWithProviders(
    <DoorToDoorTab
      communityInfoCode="YGHY001"
      votingCode="V1"
      canPrint={canPrint}
      downloadsLink="/manage/download"
    />,
  );

describe('DoorToDoorTab', () => {
  it('lists the households with owners, delivery state and last visit, and marks a visit', async () => {
    const marks: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/v1/voting/doorToDoorMark')) {
        marks.push(JSON.parse(String(init?.body)));
        return answer({
          ...list().items[1],
          lastVisit: {
            mark: 'NOT_HOME',
            markName: '不在家',
            markedBy: '我',
            markedAt: '2026-11-20T03:00:00.000Z',
            remark: '',
          },
          visitCount: 1,
        });
      }
      expect(url).toBe('/v1/voting/doorToDoorList?communityInfoCode=YGHY001&votingCode=V1');
      return answer(list());
    });
    render();
    const items = await screen.findAllByTestId('door-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('一号楼1单元103')).toBeTruthy();
    expect(within(first).getByText('137****0003')).toBeTruthy();
    expect(within(first).getByText('已送达')).toBeTruthy();
    expect(within(first).getByText(/^已留票 · 志愿者1 · .* · 共走访 2 次$/)).toBeTruthy();
    expect(buttonByText(first, '已留票')?.getAttribute('aria-pressed')).toBe('true');
    expect(buttonByText(first, '不在家')?.getAttribute('aria-pressed')).toBe('false');
    expect(within(second).getByText('开发建设单位')).toBeTruthy();
    expect(within(second).getByText('未送达')).toBeTruthy();
    expect(within(second).getByText('未走访')).toBeTruthy();
    expect(screen.getByText('未投票 2 户')).toBeTruthy();
    expect(screen.getByText('手机号已部分隐藏（需房屋业主查看权限才能看到完整号码）。')).toBeTruthy();

    const notHome = buttonByText(second, '不在家');
    expect(notHome).not.toBeNull();
    fireEvent.click(notHome as HTMLButtonElement);
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]).toEqual({
      communityInfoCode: 'YGHY001',
      votingCode: 'V1',
      houseCode: 'H104',
      mark: 'NOT_HOME',
    });
    const testId = screen.getByTestId('door-to-door');
    expect(buttonByText(testId, '导出')).not.toBeNull();
    expect(buttonByText(testId, '打印选票')).not.toBeNull();
  });

  it('after the end the marks are off and the reason is shown; no print without the permission', async () => {
    fetchMock.mockImplementation(async () =>
      answer(
        list({ markingOpen: false, markingClosedReason: '表决已结束，不能再登记走访', fullMobiles: true }),
      ),
    );
    render(false);
    const [first] = (await screen.findAllByTestId('door-item')) as [HTMLElement];
    expect(screen.getByText('表决已结束，不能再登记走访')).toBeTruthy();
    for (const label of ['已走访', '不在家', '拒绝', '已留票'])
      expect((buttonByText(first, label) as HTMLButtonElement).disabled).toBe(true);
    const tab = screen.getByTestId('door-to-door');
    expect(buttonByText(tab, '打印选票')).toBeNull();
    expect(screen.queryByText(/手机号已部分隐藏/)).toBeNull();
  });

  it('before the roll is frozen says so', async () => {
    fetchMock.mockImplementation(async () =>
      answer(list({ rollFrozen: false, buildings: [], buildingCode: null, items: [] })),
    );
    render();
    expect(await screen.findByText('投票开始、名册冻结后才有扫楼清单。')).toBeTruthy();
  });

  it('has every text in English too', () => {
    expectCompleteTranslation(votingDoorsZhCN, votingDoorsEnUS);
  });
});
