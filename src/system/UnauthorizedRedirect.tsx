/**
 * A 401 anywhere signs the user out, once and centrally: the token, every cached answer and the store go,
 * and the user is sent to the login page, which brings them back here afterwards.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onHttpEvent } from '@/providers/http';
import { useForgetSession } from './forgetSession';
import { loginPath } from './loginReturn';
import { PUBLIC_PATHS } from '@/src/paths';

export function UnauthorizedRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const here = useRef(location);

  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onHttpEvent('unauthorized', () => {
        const { pathname, search } = here.current;
        if (PUBLIC_PATHS.includes(pathname)) return;
        forgetSession();
        navigate(loginPath({ pathname, search }), { replace: true });
      }),
    [navigate, forgetSession],
  );

  return null;
}
