import { neutraliseCell, toCsv } from '../csv-download';

describe('report CSV', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'])(
    'neutralises the formula-like cell %p',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary cells, numbers and blanks as they are', () => {
    expect(neutraliseCell('ABC123')).toBe('ABC123');
    expect(neutraliseCell(3)).toBe('3');
    expect(neutraliseCell(null)).toBe('');
  });

  it('quotes commas and quotes and joins rows with CRLF', () => {
    expect(
      toCsv(
        ['Plate', 'Owner'],
        [
          ['A1', 'Owner, "Olivia"'],
          ['=B2', 'x'],
        ],
      ),
    ).toBe('Plate,Owner\r\nA1,"Owner, ""Olivia"""\r\n\'=B2,x');
  });
});
