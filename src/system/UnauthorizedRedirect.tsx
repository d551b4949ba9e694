/**
 * A 401 anywhere signs the user out, once and centrally: the token and every cached answer go,
 * and the user is sent to the login page, which brings them back here afterwards.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearToken, onHttpEvent } from '../../providers/http';
import { loginPath } from '../../providers/authProvider';

export const PUBLIC_PATHS = ['/login', '/logout', '/password/reset'];

export function UnauthorizedRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = useRef(location);

  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      onHttpEvent('unauthorized', () => {
        const { pathname, search } = here.current;
        if (PUBLIC_PATHS.includes(pathname)) return;
        clearToken();
        queryClient.clear();
        navigate(loginPath({ pathname, search }), { replace: true });
      }),
    [navigate, queryClient],
  );

  return null;
}
