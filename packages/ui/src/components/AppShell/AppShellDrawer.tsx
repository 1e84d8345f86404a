import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { OnDemandOverlay } from '../private/onDemand/useOnDemandOverlay';
import * as styles from './AppShell.css';

export type AppShellDrawerProps = {
  state: OnDemandOverlay;
  brand: ReactNode;
  nav: ReactNode;
  footer: ReactNode;
};

/** The phone layout's navigation drawer, loaded when the menu button is first pressed. */
export default function AppShellDrawer({ state, brand, nav, footer }: AppShellDrawerProps) {
  return (
    <ModalOverlay className={styles.drawerOverlay} isDismissable isOpen={state.isOpen} onOpenChange={state.setOpen}>
      <Modal className={styles.drawer}>
        <Dialog aria-label="Menu" className={styles.drawerDialog}>
          <div className={styles.drawerHeader}>
            <div className={styles.drawerBrand}>{brand}</div>
            <AriaButton slot="close" className={styles.closeButton} aria-label="Close menu">
              <Icon name="close" size={18} />
            </AriaButton>
          </div>
          {nav}
          <div className={styles.drawerFooter}>{footer}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
