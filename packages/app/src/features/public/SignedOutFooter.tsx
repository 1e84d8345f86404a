import { SiteFooter } from '@injury-assist/ui';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { useFooterLinks } from './footer-links';

/** The site footer under the signed-out screens (sign-in, registration, password pages). */
export function SignedOutFooter() {
  return <SiteFooter links={useFooterLinks()} renderLink={useAppNavigation().renderPathLink} />;
}
