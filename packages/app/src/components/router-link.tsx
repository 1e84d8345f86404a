import type { RenderLink } from '@injury-assist/ui';
import { Link } from 'react-router-dom';
import { accessLinkPaths } from '../config/paths';
import type { RenderPathLink } from '../lib/navigation/app-navigation';

/** The signed-out screens name what a link is for; this turns that into the route and the router's `<Link>`. */
export const renderRouterLink: RenderLink = (to, children) => <Link to={accessLinkPaths[to]}>{children}</Link>;

/** Any in-app path through the router's `<Link>`. */
export const renderRouterPathLink: RenderPathLink = (href, children, className) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
