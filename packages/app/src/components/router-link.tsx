import type { RenderLink } from '@injury-assist/ui';
import { Link } from 'react-router-dom';
import { accessLinkPaths } from '../config/paths';

/** The signed-out screens name what a link is for; this turns that into the route and the router's `<Link>`. */
export const renderRouterLink: RenderLink = (to, children) => <Link to={accessLinkPaths[to]}>{children}</Link>;
