import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  PHONE_PATTERN,
  fileSizeError,
  validateDocuments,
  validateFields,
} from '@/resources/profiles/rules/validation';

const file = (size: number) => ({ size }) as File;

describe('email rule (the one rule of the portal: tests/src/components/emailRule.test.ts)', () => {
  const emailError = (email: string) =>
    validateFields([], { emailAddress: email, phoneNumber: '020 123 4567' }).errors.emailAddress;
  it.each(['jan@example.nl', 'a.b+c@mail.example.co.uk'])('accepts %s', (email) =>
    expect(emailError(email)).toBeUndefined(),
  );
  it.each(['jan', 'jan@', 'jan@example', 'jan @example.nl', '@example.nl', 'a@b@c.nl', 'a@b.c'])(
    'refuses %s',
    (email) => expect(emailError(email)).toBe('common.validation.invalidEmail'),
  );
});

describe('phone pattern: optional country prefix and three digit groups', () => {
  it.each(['+31 20 123 4567', '0031 20 123 4567', '020 123 4567', '020-123-4567', '0201234567', '+33 1 426 8123'])(
    'accepts %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(true),
  );
  it.each(['12 34', 'abc 123 4567', '+31 20 123 4567 89', '020  123 4567', '++31 20 123 4567', ''])(
    'refuses %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(false),
  );
});

describe('validateFields', () => {
  const fields = [
    { name: 'lastName', required: true },
    { name: 'city', required: false },
    { name: 'phoneNumber', required: false },
    { name: 'emailAddress', required: false },
  ];

  it('requires only what the server marks required', () => {
    expect(validateFields(fields, { lastName: ' ' }).errors).toEqual({ lastName: 'common.validation.required' });
    expect(validateFields(fields, { lastName: 'Jansen' })).toEqual({ errors: {}, groupError: undefined });
  });

  it('says "Invalid Email" and "Invalid phone number"', () => {
    const { errors } = validateFields(fields, { lastName: 'J', emailAddress: 'jan@', phoneNumber: '12' });
    expect(errors).toEqual({
      emailAddress: 'common.validation.invalidEmail',
      phoneNumber: 'profileEdit.validation.invalidPhone',
    });
  });

  it('asks for the phone when only the email is entered, with the group message', () => {
    expect(validateFields(fields, { lastName: 'J', emailAddress: 'jan@example.nl' })).toEqual({
      errors: { phoneNumber: 'profileEdit.validation.emailNeedsPhone' },
      groupError: 'profileEdit.validation.bothRequired',
    });
  });

  it('asks for the email when only the phone is entered, with the group message', () => {
    expect(validateFields(fields, { lastName: 'J', phoneNumber: '020 123 4567' })).toEqual({
      errors: { emailAddress: 'profileEdit.validation.phoneNeedsEmail' },
      groupError: 'profileEdit.validation.bothRequired',
    });
  });
});

describe('documents', () => {
  const version = (validated: string, active = false) => ({ active, validated });

  it('a required file document needs an active or pending version, or a chosen file', () => {
    const docs = [
      { id: 1, required: true, uploaded: [] },
      { id: 3, required: true, uploaded: [version('Pending')] },
      { id: 6, required: true, uploaded: [version('Validated', true)] },
      { id: 7, required: true, uploaded: [version('Rejected')] },
      { id: 17, required: false, uploaded: [] },
      { id: 5, required: true, uploaded: [] },
    ];
    expect(validateDocuments(docs, {})).toEqual({
      1: 'profileEdit.validation.documentRequired',
      7: 'profileEdit.validation.documentRequired',
    });
    expect(validateDocuments(docs, { 1: [file(10)], 7: [file(10)] })).toEqual({});
  });

  it('refuses a file over 50 MB', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
    expect(fileSizeError(file(MAX_FILE_BYTES))).toBeUndefined();
    expect(fileSizeError(file(MAX_FILE_BYTES + 1))).toBe('profileEdit.validation.fileTooLarge');
    expect(validateDocuments([{ id: 17, required: false, uploaded: [] }], { 17: [file(MAX_FILE_BYTES + 1)] })).toEqual({
      17: 'profileEdit.validation.fileTooLarge',
    });
  });
});
