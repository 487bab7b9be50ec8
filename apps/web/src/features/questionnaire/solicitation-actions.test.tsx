import type { QuestionnaireDisplayState } from '@gongzhi/domain/questionnaire/questionnaire-enums';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Workbench, WorkbenchContext } from '../../shell/workbench-context';
import { buttonByText } from '../../test/queries';
import { renderRoutes } from '../../test/render';
import { SolicitationActions } from './solicitation-actions';

// The action bar shared by the workbench's questionnaire and quick-resolution pages.

const workbench = { linkTo: (path: string) => `/manage/${path}` } as unknown as Workbench;
const END = '2099-01-10T02:00:00.000Z';

function setup(
  state: QuestionnaireDisplayState,
  options: { compact?: boolean; canManage?: boolean; delayLabel?: string } = {},
) {
  const actions = {
    command: { mutate: vi.fn() },
    delay: { mutateAsync: vi.fn(async () => undefined) },
  };
  const bar = (
    <WorkbenchContext.Provider value={workbench}>
      <div data-testid="bar">
        <SolicitationActions
          item={{ title: '续聘物业', state, endDate: END }}
          id="Q1"
          section="quickVote"
          canManage={options.canManage ?? true}
          actions={actions}
          compact={options.compact}
          delayLabel={options.delayLabel}
        />
      </div>
    </WorkbenchContext.Provider>
  );
  const view = renderRoutes(
    [
      { path: '/', element: bar },
      { path: '/manage/quickVote/Q1', element: <div>详情页</div> },
      { path: '/manage/quickVote/create', element: <div>编辑页</div> },
    ],
    '/',
  );
  return { ...view, actions, bar: () => screen.getByTestId('bar') };
}

const modalOf = (text: RegExp | string) => screen.getAllByText(text)[0]?.closest('.ant-modal') as HTMLElement;

describe('SolicitationActions', () => {
  it('offers each state only its actions, and none without the permission', () => {
    const running = setup('IN_PROGRESS');
    const labels = (scope: HTMLElement) =>
      within(scope)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels(running.bar())).toEqual(['延 期', '撤 回', '复制为草稿']);
    running.unmount();
    const draft = setup('DRAFT');
    expect(labels(draft.bar())).toEqual(['编 辑', '删除草稿']);
    draft.unmount();
    const ended = setup('ENDED');
    expect(labels(ended.bar())).toEqual(['复制为草稿', '删 除']);
    ended.unmount();
    const readOnly = setup('IN_PROGRESS', { canManage: false });
    expect(within(readOnly.bar()).queryAllByRole('button')).toHaveLength(0);
  });

  it('in a list row leads with 查看 and opens the detail page', async () => {
    const { bar, router } = setup('IN_PROGRESS', { compact: true });
    fireEvent.click(buttonByText(bar(), '查看') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/quickVote/Q1'));
  });

  it('edits a draft on the create page', async () => {
    const { bar, router } = setup('DRAFT');
    fireEvent.click(buttonByText(bar(), '编辑') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?id=Q1'));
    expect(router.state.location.pathname).toBe('/manage/quickVote/create');
  });

  it('withdraws and deletes after confirmation; copies at once', async () => {
    const running = setup('IN_PROGRESS');
    fireEvent.click(buttonByText(running.bar(), '复制为草稿') as HTMLElement);
    expect(running.actions.command.mutate).toHaveBeenLastCalledWith({ command: 'copyToDraft', id: 'Q1' });
    fireEvent.click(buttonByText(running.bar(), '撤回') as HTMLElement);
    const withdraw = await waitFor(() => modalOf(/确定撤回吗/));
    fireEvent.click(within(withdraw).getByRole('button', { name: /撤\s*回/ }));
    await waitFor(() =>
      expect(running.actions.command.mutate).toHaveBeenLastCalledWith({ command: 'withdrawal', id: 'Q1' }),
    );
    running.unmount();
    const ended = setup('ENDED');
    fireEvent.click(buttonByText(ended.bar(), '删除') as HTMLElement);
    const remove = await waitFor(() => modalOf('确定删除“续聘物业”吗？删除后不可恢复。'));
    fireEvent.click(within(remove).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() =>
      expect(ended.actions.command.mutate).toHaveBeenLastCalledWith({ command: 'delete', id: 'Q1' }),
    );
  });

  it('delays to a day after the end by default, with the label where one is given', async () => {
    const { bar, actions } = setup('IN_PROGRESS', { delayLabel: '新的结束时间' });
    fireEvent.click(buttonByText(bar(), '延期') as HTMLElement);
    const dialog = await waitFor(() => modalOf('延期问卷'));
    expect(within(dialog).getByText('新的结束时间')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(actions.delay.mutateAsync).toHaveBeenCalledWith({
        id: 'Q1',
        endDate: '2099-01-11T02:00:00.000Z',
      }),
    );
  });
});
