import DatePicker from 'antd/es/date-picker';
import { type ComponentProps, type ComponentRef, useEffect, useRef } from 'react';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * antd's range picker: the form label names only its first input (`<label for>`), and the second
 * has nothing but its placeholder, which assistive technology does not take as a name (axe-core:
 * label-title-only, issue #24). Each input is named by the field's label and its own placeholder
 * ("投票时间 开始时间", "投票时间 结束时间").
 */
export function LabelledRangePicker({ label, ...props }: RangePickerProps & { label: string }) {
  const picker = useRef<ComponentRef<typeof DatePicker.RangePicker>>(null);
  const placeholders = Array.isArray(props.placeholder) ? props.placeholder : [];
  const [start = '', end = ''] = placeholders;
  useEffect(() => {
    const inputs = picker.current?.nativeElement?.querySelectorAll('input') ?? [];
    inputs.forEach((input, index) => {
      const own = index === 0 ? start : end;
      input.setAttribute('aria-label', own ? `${label} ${own}` : label);
    });
  });
  return <DatePicker.RangePicker ref={picker} {...props} />;
}
