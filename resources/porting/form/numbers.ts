/**
 * The numbers of a porting request as typed or pasted: one a line, or separated by commas, semicolons or spaces; a
 * number written in groups ("+31 20 123 4567") stays one number (a space splits only before the next "+"). Each is
 * kept in E.164 without its spaces, dots, dashes, brackets or a "(0)".
 */
export const E164 = /^\+[1-9]\d{7,14}$/;

// "(0)", the trunk prefix some write after the country code, is not dialled from abroad: it goes.
const compact = (item: string) => item.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');

export function numbersOf(typed: string): string[] {
  return typed
    .split(/[\n,;]+/)
    .flatMap((chunk) => (chunk.includes('+') ? chunk.split(/\s+(?=\+)/) : chunk.split(/\s+/)))
    .map(compact)
    .filter((item) => item !== '');
}

/** What refuses a number before the server is asked: not E.164, or given twice (the second one named). */
export function localProblems(numbers: readonly string[]): { number: string; key: string }[] {
  return numbers.flatMap((number, index) => {
    if (!E164.test(number)) return [{ number, key: 'common.validation.e164Item' }];
    if (numbers.indexOf(number) !== index) return [{ number, key: 'common.validation.duplicateItem' }];
    return [];
  });
}

/** The numbers in a dropped file's text (a CSV export, a list): each run that reads as a phone number. */
export function numbersInText(text: string): string[] {
  return (text.match(/\+?\d[\d ().-]{6,}\d/g) ?? [])
    .map(compact)
    .map((item) => (item.startsWith('+') ? item : `+${item}`));
}
