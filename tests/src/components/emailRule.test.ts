/**
 * One e-mail rule (issue 11): react-admin's `email` validator decides, and every form of the portal and the sandbox
 * give its verdict: sign-in's password reset and the contact form (src/components/emailRule.ts), the end-user form
 * (resources/profiles/rules/validation.ts) and the sandbox's check (sandbox/validation.ts).
 */
import { describe, expect, it } from 'vitest';
import { email } from 'ra-core';
import { isEmail, validEmail } from '@/src/components/emailRule';
import { validateFields } from '@/resources/profiles/rules/validation';
import { isEmail as sandboxIsEmail } from '@/sandbox/validation';

const reactAdmin = (value: string): boolean => email('invalid')(value, {}) === undefined;

const ACCEPTED = [
  'jan@example.nl',
  'a.b+c@mail.example.co.uk',
  'x@b.co',
  'first.last@sub-domain.example.com',
  'a@[192.0.2.1]',
];
const REFUSED = [
  'a@b.c',
  'jan',
  'jan@',
  'jan@example',
  'jan @example.nl',
  '@example.nl',
  'a@b@c.nl',
  'a@b.c1',
  'a..b@example.com',
  'a@example.',
];

const forms: Record<string, (value: string) => boolean> = {
  'password reset': isEmail,
  'contact form': (value) => validEmail(value, {}) === undefined,
  'end-user form': (value) =>
    validateFields([], { emailAddress: value, phoneNumber: '020 123 4567' }).errors.emailAddress === undefined,
  sandbox: sandboxIsEmail,
};

describe('one e-mail rule', () => {
  it('the samples are what react-admin accepts and refuses', () => {
    expect(ACCEPTED.filter((value) => !reactAdmin(value))).toEqual([]);
    expect(REFUSED.filter(reactAdmin)).toEqual([]);
  });

  for (const [form, accepts] of Object.entries(forms)) {
    it(`${form}: the same verdicts as react-admin's email validator`, () => {
      expect(ACCEPTED.filter((value) => !accepts(value))).toEqual([]);
      expect(REFUSED.filter(accepts)).toEqual([]);
    });
  }

  it('a@b.c is refused everywhere (a one-letter top-level domain)', () => {
    expect(
      Object.entries(forms)
        .filter(([, accepts]) => accepts('a@b.c'))
        .map(([form]) => form),
    ).toEqual([]);
  });
});
