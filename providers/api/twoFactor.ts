/**
 * Two-factor sign-in (issue 47; ours, a sandbox extension): its status, set-up, confirmation, turning off, new recovery
 * codes, and the sign-in's second step. The status is also the bar's probe: a backend that answers it 404 has none,
 * and the Security link stays away.
 */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { http } from '@/providers/http';
import type { RecoveryCodes, SecondStepBody, TwoFactorSetup, TwoFactorStatus } from '@/providers/types';

const P = ENDPOINTS.twoFactor;

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: [P.status],
    queryFn: ({ signal }) => http<TwoFactorStatus>(P.status, { signal }),
    staleTime: 60_000,
  });

export const setUpTwoFactor = () => http<TwoFactorSetup>(P.setup, { method: 'POST' });
export const confirmTwoFactor = (code: string) => http<RecoveryCodes>(P.confirm, { method: 'POST', body: { code } });
export const turnOffTwoFactor = (body: { password: string; code: string }) =>
  http<{ enabled: false }>(P.disable, { method: 'POST', body });
export const makeRecoveryCodes = (password: string) =>
  http<RecoveryCodes>(P.recoveryCodes, { method: 'POST', body: { password } });
export const signInSecondStep = (body: SecondStepBody) => http<{ token: string }>(P.signIn, { method: 'POST', body });
