import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon/Icon';
import { SiteFooter, type SiteFooterProps } from '../SiteFooter/SiteFooter';
import * as styles from './PublicLayout.css';

export type PublicLayoutProps = {
  /** The header's links, e.g. Blog and Sign in. */
  headerLinks: readonly { href: string; label: string }[];
  footerLinks: SiteFooterProps['links'];
  renderLink?: SiteFooterProps['renderLink'];
  children: ReactNode;
};

const plainLink = (href: string, children: ReactNode, className: string) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The frame of the public pages (blog and CMS pages): brand and links on top, the site footer below. */
export function PublicLayout({ headerLinks, footerLinks, renderLink = plainLink, children }: PublicLayoutProps) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        {renderLink(
          '/',
          <>
            <span className={styles.brandMark} aria-hidden="true">
              <Icon name="add" size={18} />
            </span>
            <span>Injury Assist</span>
          </>,
          styles.brand,
        )}
        <nav aria-label="Public">
          <ul className={styles.headerLinks}>
            {headerLinks.map((link) => (
              <li key={link.href}>{renderLink(link.href, link.label, styles.headerLink)}</li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <SiteFooter links={footerLinks} renderLink={renderLink} />
    </div>
  );
}
