import { render } from '@testing-library/react';
import Form from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { LabelledRangePicker, rangeInputNames } from './labelled-range-picker';

describe('LabelledRangePicker', () => {
  it('names each input by the label and its own placeholder', () => {
    expect(rangeInputNames('线上投票时间', ['开始时间', '结束时间'])).toEqual([
      '线上投票时间 开始时间',
      '线上投票时间 结束时间',
    ]);
    expect(rangeInputNames('期间', undefined)).toEqual(['期间', '期间']);
  });

  it('gives the two inputs of a form field distinct accessible names', () => {
    const { container } = render(
      <Form>
        <Form.Item name="votingPeriod" label="线上投票时间">
          <LabelledRangePicker label="线上投票时间" showTime placeholder={['开始时间', '结束时间']} />
        </Form.Item>
      </Form>,
    );
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual([
      '线上投票时间 开始时间',
      '线上投票时间 结束时间',
    ]);
    // The form label still points at the first input.
    expect(container.querySelector('label')?.getAttribute('for')).toBe(inputs[0]?.id);
  });
});
