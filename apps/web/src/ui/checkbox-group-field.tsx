import Checkbox from 'antd/es/checkbox';
import type { ComponentProps } from 'react';

type CheckboxGroupProps = ComponentProps<typeof Checkbox.Group> & {
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * A checkbox group as a form field. Form.Item gives its control `aria-required` when the field is
 * required, which `role="group"` does not allow (axe-core: aria-allowed-attr, issue #24): the
 * attribute is left off, and the group is named by the field's label instead (a group of checkboxes
 * has no `<label for>` to take its name from).
 */
export function CheckboxGroupField({
  label,
  'aria-required': _required,
  ...props
}: CheckboxGroupProps & { label: string }) {
  return <Checkbox.Group aria-label={label} {...props} />;
}
