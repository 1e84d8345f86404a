import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The router's Link for the public screens' links. */
export const renderPublicLink = (href: string, children: ReactNode, className: string) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
