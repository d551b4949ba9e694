/** Sign-in, sign-out and the current user (spec part 1 section 7 "Auth"). */
import { http } from '@/providers/http';
import { ENDPOINTS } from '@/providers/endpoints';
import type { CurrentUser, LoginAnswer, LoginBody, ReleaseHijackAnswer } from '@/providers/types';

export const login = (body: LoginBody) => http<LoginAnswer>('user/login', { method: 'POST', body });
export const logout = () => http<void>('user/logout', { method: 'POST' });
export const releaseHijack = () => http<ReleaseHijackAnswer>('user/release-hijack', { method: 'POST' });
export const fetchMe = () => http<CurrentUser>(ENDPOINTS.account.me);
export const requestPasswordReset = (email: string) =>
  http<{ detail?: string }>('user/password-reset', { method: 'POST', body: { email } });
