// Plate scanning (docs/adr/0031): what the recogniser read, made a plate the patrol confirms.
import { normalizePlate } from '@parking/shared/domain';

/** Characters a plate can hold: the recogniser is told to read only these. */
export const PLATE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Symbols OCR reads for a plate character (a vertical stroke, an S with a bar, ...). Escaped:
 * the chunk stays ASCII whatever charset it is served with. */
const CONFUSIONS: Record<string, string> = {
  '|': 'I',
  '!': 'I',
  ']': 'I',
  '[': 'I',
  $: 'S',
  '\u00a7': 'S',
  '\u20ac': 'E',
  '\u00a3': 'E',
  '\u00a2': 'C',
  '@': 'O',
  '&': '8',
  '%': 'X',
  '\u00d8': '0',
  '\u00d6': 'O',
  '\u00dc': 'U',
};

/** Longest plate the portal stores (US plates have at most 8 characters). */
export const MAX_PLATE_LENGTH = 8;

/**
 * The plate in a reading: upper case, the confusable symbols mapped to the character they
 * stand for, everything else (spaces, dashes, dots, a state's name on a second line) dropped.
 * Of several lines, the longest that fits a plate is taken (a state's name is longer, a
 * sticker's digits shorter); a single line too long for a plate is cut.
 */
export function plateFromReading(text: string): string {
  const lines = text
    .toUpperCase()
    .split(/\n+/)
    .map((line) =>
      normalizePlate(
        Array.from(line)
          .map((char) => CONFUSIONS[char] ?? char)
          .join(''),
      ).replace(/[^A-Z0-9]/g, ''),
    )
    .filter(Boolean);
  const longest = (list: string[]) =>
    list.reduce((best, line) => (line.length > best.length ? line : best), '');
  const fitting = longest(lines.filter((line) => line.length <= MAX_PLATE_LENGTH));
  return fitting || longest(lines).slice(0, MAX_PLATE_LENGTH);
}
