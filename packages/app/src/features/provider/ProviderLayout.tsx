import { AreaLayout } from '../../components/AreaLayout';
import { providerNav } from '../../config/navigation';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../config/support';
import { ProviderBell } from './ProviderBell';
import * as styles from './ProviderLayout.css';

// The address may wrap after its '@' only, never inside the name or the domain.
const [mailbox, domain] = SUPPORT_EMAIL.split('@');

export default function ProviderLayout() {
  return (
    <AreaLayout
      area="Provider"
      headerTitle="Provider Dashboard"
      navLabel="Provider dashboard"
      navItems={providerNav}
      loginPath={paths.providerLogin}
      headerExtras={<ProviderBell />}
      signOutMenuLabel="Sign out"
      helpBox={
        <div className={styles.help}>
          <p className={styles.helpTitle}>Need help?</p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <span className={styles.unbroken}>{mailbox}@</span>
            <wbr />
            <span className={styles.unbroken}>{domain}</span>
          </a>
        </div>
      }
    />
  );
}
