import { describe, expect, it } from 'vitest';
import { complaintCreateInput, complaintHandleInput } from './complaint-api';

const valid = { communityInfoCode: 'YGHY001', complaintType: 'PROPERTY_SERVICE', content: '电梯故障' };

describe('complaint inputs', () => {
  it('accepts a complaint of a SPEC §9 type without photos', () => {
    expect(complaintCreateInput.parse(valid)).toEqual({ ...valid, photoIds: [] });
  });

  it.each([
    [{ ...valid, complaintType: 'NOPE' }, '请选择投诉类型'],
    [{ ...valid, content: '  ' }, '请填写投诉内容'],
    [{ ...valid, content: '字'.repeat(501) }, '投诉内容不能超过500个字符'],
    [{ ...valid, photoIds: Array.from({ length: 10 }, (_, i) => `A${i}`) }, '最多只能上传9个文件'],
  ])('refuses %j with %s', (input, message) => {
    expect(complaintCreateInput.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('a handle needs a reply', () => {
    expect(complaintHandleInput.safeParse({ complaintId: 'Q1', reply: '' }).error?.issues[0]?.message).toBe(
      '请填写处理回复',
    );
    expect(complaintHandleInput.safeParse({ complaintId: 'Q1', reply: '已处理' }).success).toBe(true);
  });
});
