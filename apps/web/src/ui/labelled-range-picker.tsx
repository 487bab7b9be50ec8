import DatePicker from 'antd/es/date-picker';
import type { ComponentProps } from 'react';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * antd's range picker: the form label names only its first input (`<label for>`), and the second
 * has nothing but its placeholder, which assistive technology does not take as a name (axe-core:
 * label-title-only, issue #24). Both inputs are named by the field's label (the picker hands its
 * aria attributes to each input); the placeholders 开始时间 / 结束时间 still tell them apart on screen.
 */
export function LabelledRangePicker({ label, ...props }: RangePickerProps & { label: string }) {
  return <DatePicker.RangePicker aria-label={label} {...props} />;
}
