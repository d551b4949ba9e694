/** A code from the authenticator app (or, where `orRecovery`, a recovery code) in a react-admin form (issue 47). */
import { TextInput } from 'react-admin';
import { ServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { codeOrRecoveryProblem, codeProblem } from '@/src/pages/auth/twoFactorRules';

const appCode = (value: string | undefined) => codeProblem(value ?? '');
const appOrRecoveryCode = (value: string | undefined) => codeOrRecoveryProblem(value ?? '');

export function CodeInput({ orRecovery = false }: { orRecovery?: boolean }) {
  return (
    <>
      <TextInput
        source="code"
        label={orRecovery ? 'twoFactor.fields.codeOrRecovery' : 'twoFactor.fields.code'}
        validate={orRecovery ? appOrRecoveryCode : appCode}
        autoComplete="one-time-code"
        fullWidth
        slotProps={{ htmlInput: { inputMode: orRecovery ? 'text' : 'numeric', spellCheck: false } }}
      />
      <ServerErrorFocus source="code" />
    </>
  );
}
