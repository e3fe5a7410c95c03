import { describe, expect, it } from 'vitest';
import { csvNumber, neutraliseCell, spreadsheetCsv } from './spreadsheet-csv';

const body = (csv: string) => csv.slice(1); // after the byte order mark

describe('spreadsheet CSV', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")'])(
    'writes text beginning like a formula (%j) as text',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text as it is, a formula sign later in the cell included', () => {
    for (const text of ['Drama', '100 = 1', 'x=1', ' =1', "'quoted", '', 'Ängel-holm']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });

  it('neutralises every text cell but keeps numbers, negative ones too', () => {
    const csv = spreadsheetCsv(
      [
        ['Title', 'Loans', 'Amount'],
        ['-5 gone', -5, csvNumber('-12,50')],
        ['=cmd|x', 3, csvNumber('7.25')],
        [null, 0, '-12,50'],
      ],
      { delimiter: ';' },
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(body(csv)).toBe("Title;Loans;Amount\r\n'-5 gone;-5;-12,50\r\n'=cmd|x;3;7.25\r\n;0;'-12,50\r\n");
  });

  it('quotes a cell holding the delimiter, so a formula cannot start a cell of its own', () => {
    expect(body(spreadsheetCsv([['a;=1+1', '@x']], { delimiter: ';' }))).toBe(`"a;=1+1";'@x\r\n`);
  });

  it('takes only digits, a decimal separator and a leading minus as a number', () => {
    for (const text of ['=1', '1e3', '1+1', '', '-', '12,50,1']) {
      expect(() => csvNumber(text), text).toThrow();
    }
    expect(() => spreadsheetCsv([[Number.NaN]], { delimiter: ';' })).toThrow();
  });
});
