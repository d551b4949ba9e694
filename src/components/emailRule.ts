/**
 * The portal's one e-mail rule: react-admin's `email` validator, with the catalogue's message (Invalid Email). Forms
 * on react-admin inputs take `validEmail` as a field validator; the others ask `isEmail`. The sandbox's check
 * (sandbox/validation.ts) gives the same verdicts.
 */
import { email } from 'ra-core';

export const INVALID_EMAIL = 'common.validation.invalidEmail';

/** A field validator: undefined for a valid (or empty) address, else the Invalid Email message. */
export const validEmail = email(INVALID_EMAIL);

/** Whether a non-empty value is an e-mail address by react-admin's rule. */
export const isEmail = (value: string): boolean => value !== '' && validEmail(value, {}) === undefined;
