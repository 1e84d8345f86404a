import { PublicLayout, SiteFooter } from '@injury-assist/ui';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFooterLinks } from './public-content';
import { renderPublicLink } from './public-links';

/** The frame of the blog and the CMS pages. */
export function PublicFrame() {
  return (
    <PublicLayout
      headerLinks={[
        { href: paths.blog, label: 'Blog' },
        { href: paths.customerLogin, label: 'Sign in' },
      ]}
      footerLinks={useFooterLinks()}
      renderLink={renderPublicLink}
    >
      <Outlet />
    </PublicLayout>
  );
}

/** The signed-out screens (sign-in, registration, password pages) with the site footer under them. */
export function WithSiteFooter() {
  return (
    <>
      <Outlet />
      <SiteFooter links={useFooterLinks()} renderLink={renderPublicLink} />
    </>
  );
}
