// Calendar dates as the API writes them (YYYY-MM-DD): the check the pages with a period in their URL share.

/** A real calendar date written YYYY-MM-DD. */
export function isDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}
