// What every form checked with a shared schema does (docs/adr/0035): the form itself (the first
// check on Submit, then each field re-checks as it changes, so an error clears as the user
// corrects it), the schema's check as Submit runs it, and the server's field errors set on the
// same fields, where they clear like the form's own.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form form checked by `schema`: what the fields hold in, the checked values out. */
export function useSchemaForm<Values extends FieldValues, Checked>(
  schema: z.ZodType<Checked, Values>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Checked> {
  return useForm<Values, unknown, Checked>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

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
