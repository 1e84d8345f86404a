import { PublicLayout } from '@injury-assist/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/api/queries';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { InsideMainContext } from '../../lib/page/main-landmark';
import { useFooterLinks } from './footer-links';
import { SignedOutFooter } from './SignedOutFooter';

/** The frame of the blog and the CMS pages, whose reads go through the query cache. */
export function PublicFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicLayout
        headerLinks={[
          { href: paths.blog, label: 'Blog' },
          { href: paths.customerLogin, label: 'Sign in' },
        ]}
        footerLinks={useFooterLinks()}
        renderLink={useAppNavigation().renderPathLink}
      >
        <InsideMainContext.Provider value={true}>
          <Outlet />
        </InsideMainContext.Provider>
      </PublicLayout>
    </QueryClientProvider>
  );
}

/** The signed-out screens (sign-in, registration, password pages) with the site footer under them. */
export function WithSiteFooter() {
  return (
    <>
      <Outlet />
      <SignedOutFooter />
    </>
  );
}
