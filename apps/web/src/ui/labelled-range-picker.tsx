import DatePicker from 'antd/es/date-picker';
import {
  type ComponentProps,
  type ComponentRef,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;
type RangePickerRef = ComponentRef<typeof DatePicker.RangePicker>;

/** The accessible name of each input: the field's label and the input's own placeholder. */
export function rangeInputNames(label: string, placeholder: RangePickerProps['placeholder']) {
  const [start, end] = Array.isArray(placeholder) ? placeholder : [placeholder, placeholder];
  return [start ? `${label} ${start}` : label, end ? `${label} ${end}` : label] as const;
}

/**
 * antd's range picker: the form label names only its first input (`<label for>`), and the second
 * has nothing but its placeholder, which assistive technology does not take as a name (axe-core:
 * label-title-only, issue #24). The picker hands the same aria attributes to both inputs, so a
 * shared aria-label gave both the one name 线上投票时间; each input gets its own name here instead —
 * the field's label with the input's placeholder (线上投票时间 开始时间 / 线上投票时间 结束时间),
 * set after each render since the picker has no per-input attributes. (An HTML `name` cannot be set
 * this way: React rewrites an input's name on every render; antd forms do not use it.)
 */
export function LabelledRangePicker({
  label,
  ref: outerRef,
  ...props
}: Omit<RangePickerProps, 'ref'> & { label: string; ref?: Ref<RangePickerRef | null> }) {
  const ref = useRef<RangePickerRef>(null);
  // The form item hands the picker its own ref (React 19 passes it as a prop); both see the picker.
  useImperativeHandle(outerRef, () => ref.current as RangePickerRef, []);
  const [startName, endName] = rangeInputNames(label, props.placeholder);
  useEffect(() => {
    const inputs = ref.current?.nativeElement?.querySelectorAll('input') ?? [];
    [startName, endName].forEach((name, index) => {
      const input = inputs[index];
      if (!input) return;
      input.setAttribute('aria-label', name);
    });
  });
  return <DatePicker.RangePicker ref={ref} {...props} />;
}
