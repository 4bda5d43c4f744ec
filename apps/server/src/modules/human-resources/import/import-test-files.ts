/*
 * CSV files for the import's tests and benchmark, generated rather than stored: n members with
 * Macedonian headers, in Windows-1251 with semicolons as older Excel saves them.
 */

const GIVEN = [
  'Ана',
  'Борис',
  'Весна',
  'Горан',
  'Драгана',
  'Ѓорѓи',
  'Елена',
  'Жарко',
  'Зорица',
  'Љупчо',
  'Његослав',
  'Ќирил',
  'Џемаил',
];
const FAMILY = [
  'Петровска',
  'Николовски',
  'Стојанова',
  'Трајковски',
  'Јовановска',
  'Ристески',
  'Ѕвездановска',
];

/** Encodes text as Windows-1251 (the reverse of the platform's decoder). */
export function windows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  const bytes: number[] = [];
  for (const char of text) {
    const byte = table.get(char);
    if (byte === undefined) throw new Error(`${char} has no Windows-1251 byte`);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

export const MK_HEADERS = [
  'Е-пошта',
  'Име',
  'Презиме',
  'Датум на раѓање',
  'Пол',
  'Град',
  'Работно место',
  'Вид на вработување',
];

/** Data rows of n members; `mutate` may change one row's cells (index 0 = the first member). */
export function memberRows(
  n: number,
  domain: string,
  mutate?: (index: number, cells: string[]) => void,
): string[][] {
  const rows: string[][] = [];
  for (let index = 0; index < n; index += 1) {
    const day = (index % 28) + 1;
    const month = (index % 12) + 1;
    const cells = [
      `member${index}@${domain}`,
      GIVEN[index % GIVEN.length]!,
      FAMILY[index % FAMILY.length]!,
      `${day}.${month}.${1960 + (index % 40)}`,
      index % 2 === 0 ? 'женски' : 'машки',
      index % 3 === 0 ? 'Скопје' : 'Битола',
      index % 5 === 0 ? 'Сметководител; главен' : 'Инженер',
      'полно работно време',
    ];
    mutate?.(index, cells);
    rows.push(cells);
  }
  return rows;
}

/** Semicolon-separated lines, quoted where a cell needs it, CRLF. */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter = ';',
): string {
  const cell = (value: string) =>
    value.includes(delimiter) || value.includes('"') || value.includes('\n')
      ? `"${value.replaceAll('"', '""')}"`
      : value;
  return [header, ...rows].map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}
