/**
 * CSV for spreadsheets (issue 17's exports): UTF-8 with a byte-order mark so Excel reads it as UTF-8, CRLF line
 * ends, every cell quoted when it holds a comma, quote or line break, and a cell that starts with = + - @ (or a tab
 * or carriage return) neutralised with a leading apostrophe, so a spreadsheet never runs it as a formula.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells, without the byte-order mark (the file's first bytes: add CSV_BOM once). */
export const csvLines = (rows: (string | number | null | undefined)[][]) =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
