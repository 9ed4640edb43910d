// CSV as RFC 4180 writes it (decision 075): fields separated by commas, a field with a comma,
// quote or line break in double quotes with its quotes doubled, lines ended by CRLF. Read back
// the same way, with each record's first line number, so a message can name the line a
// spreadsheet shows.

/** One field, quoted only when it has to be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A field of a file people open in a spreadsheet, written from text someone else typed (a
 * shopper's name): a leading =, +, -, @, tab or carriage return would be run as a formula, so
 * such a text starts with an apostrophe (OWASP's CSV injection advice).
 */
export function safeCsvField(value: string): string {
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** Rows of fields → the text of a CSV file (CRLF after every line). */
export function toCsv(rows: readonly (readonly string[])[], field = csvField): string {
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

export interface CsvRecord {
  /** the line the record starts on, 1 for the first line of the file */
  line: number;
  cells: string[];
}

export type CsvReading =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; line: number; problem: 'unclosed-quote' | 'text-after-quote' };

/**
 * A CSV file's records. A byte order mark is dropped; LF or CRLF ends a line; a line with
 * nothing on it is skipped (it still counts for the line numbers after it).
 */
export function readCsv(text: string): CsvReading {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    for (;;) {
      if (source[i] === '"') {
        i++;
        for (;;) {
          if (i >= source.length) return { ok: false, line: start, problem: 'unclosed-quote' };
          const ch = source[i]!;
          if (ch === '"') {
            if (source[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (ch === '\n') line++;
          cell += ch;
          i++;
        }
        const next = source[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return { ok: false, line, problem: 'text-after-quote' };
        }
      } else {
        while (i < source.length && !',\r\n'.includes(source[i]!)) cell += source[i++];
      }
      cells.push(cell);
      cell = '';
      if (source[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (source[i] === '\r') i++;
    if (source[i] === '\n') i++;
    line++;
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
  }
  return { ok: true, records };
}
