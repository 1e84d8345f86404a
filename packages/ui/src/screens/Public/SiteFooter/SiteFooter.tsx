import type { ReactNode } from 'react';
import * as styles from './SiteFooter.css';

export type SiteFooterLink = { href: string; label: string };

export type SiteFooterProps = {
  /** The published pages and the blog. */
  links: readonly SiteFooterLink[];
  /** Renders an in-app link; the app passes its router's `<Link>`. */
  renderLink?: (href: string, children: ReactNode, className: string) => ReactNode;
};

const plainLink = (href: string, children: ReactNode, className: string) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The site's footer on the signed-out screens and public pages: the published pages, the blog. */
export function SiteFooter({ links, renderLink = plainLink }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      {links.length > 0 ? (
        <nav aria-label="Site">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>{renderLink(link.href, link.label, styles.link)}</li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.copyright}>© Injury Assist</p>
    </footer>
  );
}
