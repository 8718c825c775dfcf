// docs/adr/0031: a reading made a plate.
import { plateFromReading } from '../plate-reading';

describe('plateFromReading', () => {
  it.each([
    ['dem 101a', 'DEM101A'],
    ['ABC-1234\n', 'ABC1234'],
    ['|AB $12', 'IABS12'],
    ['PENNSYLVANIA\nKLM 4821', 'KLM4821'],
    ['ABCDEFGHJK', 'ABCDEFGH'],
    ['DE\nKLM4821', 'KLM4821'],
    ['', ''],
    ['.,;:', ''],
  ])('%j reads as %j', (text, plate) => {
    expect(plateFromReading(text)).toBe(plate);
  });
});
