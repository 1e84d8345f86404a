import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv-text';

describe('csvText', () => {
  it('writes a header and one CRLF-ended line a row, quoting what RFC 4180 asks', () => {
    expect(
      csvText(
        ['Name', 'Note'],
        [
          ['Smith, Ann', 'said "hi"\nthen left'],
          ['Plain', null],
        ],
      ),
    ).toBe('Name,Note\r\n"Smith, Ann","said ""hi""\nthen left"\r\nPlain,\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
    expect(['=1+1', '+1', '-x', '@SUM(A1)', '\tcmd'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-x",
      "'@SUM(A1)",
      "'\tcmd",
    ]);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect([csvField(-5), csvField(0), csvField(true), csvField(undefined)]).toEqual(['-5', '0', 'true', '']);
  });
});
