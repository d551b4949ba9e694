import { describe, expect, it } from 'vitest';
import {
  codeOrRecoveryProblem,
  codeProblem,
  compactCode,
  groupedSecret,
  recoveryCodeProblem,
  recoveryCodesText,
} from '@/src/pages/auth/twoFactorRules';

describe('two-factor codes as typed (issue 47: letters, 5 or 7 digits refused on the field)', () => {
  it('takes 6 digits, blanks ignored', () => {
    expect(codeProblem('123456')).toBeUndefined();
    expect(codeProblem(' 123 456 ')).toBeUndefined();
    expect(compactCode(' 123 456 ')).toBe('123456');
    for (const bad of ['', '12345', '1234567', '12a456', 'abcdef', '123-456'])
      expect(codeProblem(bad)).toBe('twoFactor.validation.code');
  });

  it('takes a recovery code in any case, with or without its dash', () => {
    for (const good of ['k7m2p-x9q4r', 'K7M2PX9Q4R', 'k7m2p x9q4r']) expect(recoveryCodeProblem(good)).toBeUndefined();
    for (const bad of ['k7m2p-x9q4', 'k7m2p-x9q4rr', 'k7m2p_x9q4r', '123456'])
      expect(recoveryCodeProblem(bad)).toBe('twoFactor.validation.recoveryCode');
  });

  it('takes either where both are offered (turning it off)', () => {
    expect(codeOrRecoveryProblem('123456')).toBeUndefined();
    expect(codeOrRecoveryProblem('k7m2p-x9q4r')).toBeUndefined();
    expect(codeOrRecoveryProblem('12345')).toBe('twoFactor.validation.codeOrRecovery');
  });

  it('shows the secret in groups of four and writes the codes a line each', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(recoveryCodesText('Codes', ['a', 'b'])).toBe('Codes\n\na\nb\n');
  });
});
