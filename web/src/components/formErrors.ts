// Puts a failed call's field errors on an antd form, each in the current language (ApiError.fields: the code's text, else the server's).
import type { FormInstance } from 'antd';
import { ApiError } from '../lib/api';

/**
 * `fields` names the form's fields the server may blame: a list of names the server and the form share, or a
 * function from the server's name to the form's (null for a name the form has no field for).
 * Returns the field errors as shown, for a page that shows one of them elsewhere.
 */
export function setFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[] | ((serverName: string) => string | null | undefined),
): Record<string, string> {
  const errors = error instanceof ApiError ? error.fields : {};
  const formName = typeof fields === 'function' ? fields : (name: string) => (fields.includes(name) ? name : null);
  const marks = Object.entries(errors).flatMap(([name, text]) => {
    const field = formName(name);
    return field ? [{ name: field, errors: [text] }] : [];
  });
  if (marks.length) form.setFields(marks);
  return errors;
}
