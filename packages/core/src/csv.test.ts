import { describe, expect, it } from 'vitest';
import { csvField, readCsv, safeCsvField, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes a field only when it has a comma, quote or line break', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('starts a formula-like text from elsewhere with an apostrophe', () => {
    expect(safeCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(safeCsvField('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(safeCsvField('Asha')).toBe('Asha');
  });

  it('reads back what it writes, with each record’s first line', () => {
    const rows = [
      ['slug', 'description'],
      ['a', 'one, "two"\nthree'],
      ['b', ''],
    ];
    const reading = readCsv(toCsv(rows));
    expect(reading).toEqual({
      ok: true,
      records: [
        { line: 1, cells: rows[0] },
        { line: 2, cells: rows[1] },
        { line: 4, cells: rows[2] },
      ],
    });
  });

  it('drops a byte order mark and empty lines, still counting them', () => {
    expect(readCsv('\uFEFFa,b\n\n\nc,d')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 4, cells: ['c', 'd'] },
      ],
    });
  });

  it('names the line of a quote never closed, or text after a closing quote', () => {
    expect(readCsv('a\n"b\nc')).toEqual({ ok: false, line: 2, problem: 'unclosed-quote' });
    expect(readCsv('a\n"b"c')).toEqual({ ok: false, line: 2, problem: 'text-after-quote' });
  });
});
