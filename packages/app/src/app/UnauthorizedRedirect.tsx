import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api/client';
import { useSession } from '../lib/session/session-context';

/** spec §8: after a 401 the toast shows, then the visitor lands on /user-log-in 2.5 s later. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    setUnauthorizedHandler((redirectAfterMs) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        signOut();
        navigate(paths.customerLogin, { replace: true });
      }, redirectAfterMs);
    });
    return () => {
      clearTimeout(timer);
      setUnauthorizedHandler(() => undefined);
    };
  }, [navigate, signOut]);
  return <Outlet />;
}
