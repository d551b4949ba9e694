/**
 * The rules of two-factor codes as typed (issue 47), the sandbox's own (sandbox/twoFactor.ts): a code from the app is
 * 6 digits, a recovery code 10 letters and digits with or without its dash. Blanks are ignored (an app shows
 * "123 456"). A malformed code is refused on its field before any request.
 */
import type { MessageKey } from '@/src/i18n/en';

export const compactCode = (typed: string): string => typed.replace(/\s/g, '');

const isAppCode = (typed: string) => /^\d{6}$/.test(compactCode(typed));
const isRecoveryCode = (typed: string) => /^[a-z0-9]{10}$/i.test(compactCode(typed).replace(/-/g, ''));

export const codeProblem = (typed: string): MessageKey | undefined =>
  isAppCode(typed) ? undefined : 'twoFactor.validation.code';

export const recoveryCodeProblem = (typed: string): MessageKey | undefined =>
  isRecoveryCode(typed) ? undefined : 'twoFactor.validation.recoveryCode';

export const codeOrRecoveryProblem = (typed: string): MessageKey | undefined =>
  isAppCode(typed) || isRecoveryCode(typed) ? undefined : 'twoFactor.validation.codeOrRecovery';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The text file of recovery codes: its title line, then a code a line. */
export const recoveryCodesText = (title: string, codes: readonly string[]): string =>
  [title, '', ...codes, ''].join('\n');
