import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Screens render links through this so they stay router-free. */
export function renderRouterLink(to: string, children: ReactNode): ReactNode {
  return <Link to={to}>{children}</Link>;
}
