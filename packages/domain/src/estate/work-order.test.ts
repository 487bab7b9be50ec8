import { describe, expect, it } from 'vitest';
import {
  mayPerformWorkOrderAction,
  WORK_ORDER_ACTIONS,
  WorkOrderAction,
  WorkOrderState,
  workOrderCloseInput,
  workOrderCreateInput,
} from './work-order';

describe('work order actions', () => {
  it('covers every state', () => {
    expect(Object.keys(WORK_ORDER_ACTIONS).sort()).toEqual([...WorkOrderState.values].sort());
  });

  it.each([
    ['PENDING', 'ASSIGN', true],
    ['PENDING', 'CLOSE', true],
    ['PROCESSING', 'ASSIGN', true],
    ['PROCESSING', 'CLOSE', true],
    ['CLOSED', 'ASSIGN', false],
    ['CLOSED', 'CLOSE', false],
  ] as const)('%s %s → %s', (state, action, expected) => {
    expect(WorkOrderAction.is(action)).toBe(true);
    expect(mayPerformWorkOrderAction(state, action)).toBe(expected);
  });
});

describe('work order schemas', () => {
  it('needs a description and a known type', () => {
    const empty = workOrderCreateInput.safeParse({
      communityInfoCode: 'C',
      workOrderType: 'REPAIR',
      content: ' ',
    });
    expect(empty.error?.issues[0]?.message).toBe('请填写问题描述');
    expect(
      workOrderCreateInput.safeParse({ communityInfoCode: 'C', workOrderType: 'X', content: '漏水' }).success,
    ).toBe(false);
  });

  it('needs a reply to close', () => {
    expect(
      workOrderCloseInput.safeParse({ communityInfoCode: 'C', workOrderId: 'W', reply: '' }).error?.issues[0]
        ?.message,
    ).toBe('请填写处理结果');
  });
});
