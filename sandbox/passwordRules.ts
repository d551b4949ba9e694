/**
 * What a new password must be (issue 50 item 7), the rules of Django's default validators a real backend runs: long
 * enough, not one of the common passwords (the ranked list of `@zxcvbn-ts/language-common`, some 49,000 leaked
 * passwords, compared without case or surrounding blanks), not only digits, not the login, and more than a few
 * different characters (eight blanks, `aaaaaaaa`, `abababab`).
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;
const MIN_DISTINCT_CHARACTERS = 4;

let common: Set<string> | undefined;
const commonPasswords = (): Set<string> => (common ??= new Set(dictionary['passwords-common']));

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  numeric: 'This password is entirely numeric.',
  likeLogin: 'The password is too similar to the login.',
  tooSimple: `This password is too simple. It must contain at least ${MIN_DISTINCT_CHARACTERS} different characters.`,
} as const;

/** Every rule the password breaks, as messages for its field; none when it will do. */
export function passwordProblems(password: string, login: string): string[] {
  const problems: string[] = [];
  const folded = password.trim().toLowerCase();
  const name = login.trim().toLowerCase();
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (commonPasswords().has(folded)) problems.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  if (name && (folded.includes(name) || (folded.length > 0 && name.includes(folded)))) {
    problems.push(PASSWORD_MESSAGES.likeLogin);
  }
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) problems.push(PASSWORD_MESSAGES.tooSimple);
  return problems;
}
