// The two steps every form checked with a shared schema takes (docs/adr/0035): the schema's
// check as Submit runs it, and the server's field errors set on the same fields, where they
// clear like the form's own as the user corrects them.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The form's checked values, or null once its errors show (react-hook-form's handleSubmit). */
export function checkedValues<Values extends FieldValues, Checked>(
  form: Pick<UseFormReturn<Values, unknown, Checked>, 'handleSubmit'>,
): Promise<Checked | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(resolve, () => resolve(null))();
  });
}

/**
 * Sets each server field error on the form's field of that name (`fields`: the form schema's
 * shape); returns the errors of the names the form does not have.
 */
export function setServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  errors: Record<string, string>,
  fields: object,
): Record<string, string> {
  const others: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field in fields) form.setError(field as Path<Values>, { type: 'server', message });
    else others[field] = message;
  }
  return others;
}
