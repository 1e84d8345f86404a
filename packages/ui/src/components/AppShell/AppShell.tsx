import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { BrandMark } from '../BrandMark/BrandMark';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useOnDemandOverlay } from '../private/onDemand/useOnDemandOverlay';
import { TriggerButton } from '../private/TriggerButton/TriggerButton';
import * as styles from './AppShell.css';

// React Aria's modal, menu and popover are most of their cost; nobody needs them until a press.
const AppShellDrawer = lazy(() => import('./AppShellDrawer'));
const AccountMenuPopover = lazy(() => import('./AccountMenuPopover'));

export type AppShellNavItem = { id: string; label: string; href: string; icon?: ReactNode };

export type AppShellUser = { name: string; email: string };

/** What a custom link (e.g. a router's `<Link>`) must apply to look and behave like a nav item. */
export type AppShellLinkProps = {
  className: string;
  isCurrent: boolean;
  children: ReactNode;
  /** Call when the link is chosen: closes the phone menu and reports the choice. */
  onNavigate: () => void;
};

export type AppShellProps = {
  /** Which part of the product this is, shown under the product name, e.g. 'Customer'. */
  area: string;
  navItems: readonly AppShellNavItem[];
  /** `id` of the nav item for the page on screen. */
  currentId?: string;
  navLabel?: string;
  /** Renders each nav link; defaults to a plain `<a href>`, so the shell needs no router. */
  renderLink?: (item: AppShellNavItem, link: AppShellLinkProps) => ReactNode;
  onNavigate?: (item: AppShellNavItem) => void;
  /** The top bar's title. */
  title: string;
  /**
   * Whether the title is the page's h1 (true: it names the page). False when it names the area
   * ('Admin Dashboard' on every page) and each page brings its own h1.
   */
  isTitleHeading?: boolean;
  /** Shown in the top bar before the user, e.g. a notification bell. */
  headerExtras?: ReactNode;
  user: AppShellUser;
  onLogout: () => void;
  /**
   * A user menu in the top bar (its name and e-mail, and this label for leaving) instead of the
   * Logout button, as the provider area's spec has it.
   */
  userMenu?: { signOutLabel: string };
  /** Shown at the bottom of the sidebar, e.g. a support contact. */
  helpBox?: ReactNode;
  children: ReactNode;
};

/** 'Pat Provider' → 'PP'. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function defaultRenderLink(item: AppShellNavItem, { className, isCurrent, children, onNavigate }: AppShellLinkProps) {
  return (
    <a href={item.href} className={className} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}>
      {children}
    </a>
  );
}

function BrandBlock({ area }: { area: string }) {
  return (
    <>
      <span className={styles.brandMark}>
        <BrandMark />
      </span>
      <span className={styles.brandText}>
        <span className={styles.productName}>Injury Assist</span>
        <span className={styles.area}>{area}</span>
      </span>
    </>
  );
}

type NavProps = Pick<AppShellProps, 'navItems' | 'currentId' | 'navLabel'> & {
  renderLink: NonNullable<AppShellProps['renderLink']>;
  onNavigate: (item: AppShellNavItem) => void;
};

function Nav({ navItems, currentId, navLabel, renderLink, onNavigate }: NavProps) {
  return (
    <nav aria-label={navLabel} className={styles.nav}>
      <ul className={styles.navList}>
        {navItems.map((item) => (
          <li key={item.id}>
            {renderLink(item, {
              className: styles.navLink,
              isCurrent: item.id === currentId,
              onNavigate: () => onNavigate(item),
              children: (
                <>
                  {item.icon ? (
                    <span className={styles.navIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  <span>{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page layout of the signed-in areas: a sidebar with the area's navigation, a top bar with the page
 * title and the user, and the page content. Below 1024 px of its own width the sidebar becomes a drawer
 * opened from a menu button.
 */
export function AppShell({
  area,
  navItems,
  currentId,
  navLabel = 'Main',
  renderLink = defaultRenderLink,
  onNavigate,
  title,
  isTitleHeading = true,
  headerExtras,
  user,
  onLogout,
  userMenu,
  helpBox,
  children,
}: AppShellProps) {
  const drawer = useOnDemandOverlay();
  const accountMenu = useOnDemandOverlay();
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const accountButtonId = useId();
  const accountMenuId = useId();
  const [accountMenuFocus, setAccountMenuFocus] = useState<'first' | 'last' | true>(true);
  const openAccountMenu = (focus: 'first' | 'last' | true) => {
    setAccountMenuFocus(focus);
    accountMenu.open();
  };
  const nav = (
    <Nav
      navItems={navItems}
      currentId={currentId}
      navLabel={navLabel}
      renderLink={renderLink}
      onNavigate={(item) => {
        drawer.close();
        onNavigate?.(item);
      }}
    />
  );
  const help = helpBox ? <div className={styles.helpBox}>{helpBox}</div> : null;

  return (
    <div className={styles.root}>
      <div className={styles.shell}>
        <aside className={styles.sidebar}>
          <div className={styles.brand}>
            <BrandBlock area={area} />
          </div>
          {nav}
          {help}
        </aside>
        <div className={styles.column}>
          <header className={styles.topBar}>
            <TriggerButton
              className={styles.menuButton}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawer.isOpen}
              onPress={drawer.open}
            >
              <Icon name="menu" />
            </TriggerButton>
            {drawer.isRequested ? (
              <Suspense fallback={null}>
                <AppShellDrawer
                  state={drawer}
                  brand={<BrandBlock area={area} />}
                  nav={nav}
                  footer={
                    <>
                      {help}
                      <div className={styles.drawerUser}>
                        <span className={styles.userName}>{user.name}</span>
                        <span className={styles.userEmail}>{user.email}</span>
                      </div>
                    </>
                  }
                />
              </Suspense>
            ) : null}
            {isTitleHeading ? <h1 className={styles.title}>{title}</h1> : <p className={styles.title}>{title}</p>}
            {headerExtras ? <div className={styles.extras}>{headerExtras}</div> : null}
            {userMenu ? (
              <>
                {/* The name holds the name and e-mail shown on it, so speech users can say what they see. */}
                <TriggerButton
                  ref={accountButtonRef}
                  id={accountButtonId}
                  className={styles.userMenuButton}
                  aria-label={`Account menu, ${user.name} ${user.email}`}
                  aria-haspopup="menu"
                  aria-expanded={accountMenu.isOpen}
                  aria-controls={accountMenu.isOpen ? accountMenuId : undefined}
                  onPress={(byKeyboard) => openAccountMenu(byKeyboard ? 'first' : true)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                      event.preventDefault();
                      openAccountMenu(event.key === 'ArrowDown' ? 'first' : 'last');
                    }
                  }}
                >
                  <span className={styles.avatar} aria-hidden="true" data-initials={initials(user.name)} />
                  <span className={styles.user}>
                    {/* The space keeps name and e-mail two words for the label-in-name check. */}
                    <span className={styles.userName}>{user.name}</span>{' '}
                    <span className={styles.userEmailTopBar}>{user.email}</span>
                  </span>
                </TriggerButton>
                {accountMenu.isRequested ? (
                  <Suspense fallback={null}>
                    <AccountMenuPopover
                      state={accountMenu}
                      triggerRef={accountButtonRef}
                      triggerId={accountButtonId}
                      menuId={accountMenuId}
                      autoFocus={accountMenuFocus}
                      header={
                        <div className={styles.userMenuHeader}>
                          <span className={styles.userName}>{user.name}</span>
                          <span className={styles.userEmail}>{user.email}</span>
                        </div>
                      }
                      signOutLabel={userMenu.signOutLabel}
                      onSignOut={onLogout}
                    />
                  </Suspense>
                ) : null}
              </>
            ) : (
              <>
                <div className={styles.user}>
                  <span className={styles.userName}>{user.name}</span>
                  <span className={styles.userEmailTopBar}>{user.email}</span>
                </div>
                <Button variant="secondary" size="small" onPress={onLogout}>
                  Logout
                </Button>
              </>
            )}
          </header>
          <main className={styles.main}>{children}</main>
        </div>
      </div>
    </div>
  );
}
