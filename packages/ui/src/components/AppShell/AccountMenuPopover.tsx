import type { ReactNode, RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { OnDemandOverlay } from '../private/onDemand/useOnDemandOverlay';
import * as styles from './AppShell.css';

export type AccountMenuPopoverProps = {
  state: OnDemandOverlay;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id: the popover is named by it, as React Aria's MenuTrigger names it. */
  triggerId: string;
  menuId: string;
  /** 'first'/'last' when opened from the keyboard, as a menu button does. */
  autoFocus: 'first' | 'last' | true;
  header: ReactNode;
  signOutLabel: string;
  onSignOut: () => void;
};

/** The provider's account menu under its top-bar button, loaded when the button is first pressed. */
export default function AccountMenuPopover({
  state,
  triggerRef,
  triggerId,
  menuId,
  autoFocus,
  header,
  signOutLabel,
  onSignOut,
}: AccountMenuPopoverProps) {
  return (
    <Popover
      className={styles.userMenuPopover}
      trigger="MenuTrigger"
      triggerRef={triggerRef}
      aria-labelledby={triggerId}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
      placement="bottom end"
      offset={6}
    >
      {header}
      <Menu
        id={menuId}
        className={styles.userMenu}
        aria-label="Account"
        autoFocus={autoFocus}
        onAction={() => {
          state.close();
          onSignOut();
        }}
      >
        <MenuItem id="sign-out" className={styles.userMenuItem}>
          {signOutLabel}
        </MenuItem>
      </Menu>
    </Popover>
  );
}
