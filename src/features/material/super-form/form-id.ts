/** The form id of ?id=<n> (edit-form, form-data); undefined when absent or not a positive integer. */
export function parseFormId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
