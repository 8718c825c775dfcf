// Form validators return the spec §5 message per failing field; an empty object means valid.
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((message) => message !== undefined && message !== '');
}

/** Empty or only spaces counts as not filled in. */
export function isBlank(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return value.trim() === '';
}
