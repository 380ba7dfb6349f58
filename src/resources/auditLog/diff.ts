interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const asObject = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v };

/** The fields whose values differ between before and after (all of them for a creation or removal). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asObject(before);
  const a = asObject(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => show(b[f]) !== show(a[f]))
    .map((f) => ({ field: f, before: show(b[f]), after: show(a[f]) }));
}
