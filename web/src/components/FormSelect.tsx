// antd's Select for a Form.Item: a required Form.Item gives its control aria-required, which Select puts on its
// wrapper div, where ARIA does not allow it (axe: aria-allowed-attr, critical). The form's rule and its message say
// the field is required; the wrapper does not repeat it.
import { Select, type SelectProps } from 'antd';

export function FormSelect(props: SelectProps & { 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...rest } = props;
  return <Select {...rest} />;
}
