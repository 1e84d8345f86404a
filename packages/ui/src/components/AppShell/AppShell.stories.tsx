import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { AppShell, type AppShellLinkProps, type AppShellNavItem } from './AppShell';
import * as styles from './AppShell.css';

const icons = {
  overview: <Icon name="navOverview" />,
  search: <Icon name="navSearch" />,
  calendar: <Icon name="navCalendar" />,
  concern: <Icon name="navConcern" />,
  person: <Icon name="navPerson" />,
  building: <Icon name="navBuilding" />,
  card: <Icon name="navCard" />,
  star: <Icon name="navStar" />,
  gear: <Icon name="navGear" />,
  bell: <Icon name="navBell" />,
};

const customerNav: AppShellNavItem[] = [
  { id: 'overview', label: 'Overview', href: '/customer', icon: icons.overview },
  { id: 'search', label: 'Search', href: '/customer/search', icon: icons.search },
  { id: 'appointments', label: 'Appointments', href: '/customer/appointments', icon: icons.calendar },
  { id: 'concerns', label: 'Concerns', href: '/customer/concerns', icon: icons.concern },
  { id: 'profile', label: 'Profile', href: '/customer/profile', icon: icons.person },
];

const providerNav: AppShellNavItem[] = [
  { id: 'overview', label: 'Overview', href: '/provider', icon: icons.overview },
  { id: 'business', label: 'Business Profile', href: '/provider/business', icon: icons.building },
  { id: 'subscriptions', label: 'Subscriptions', href: '/provider/subscriptions', icon: icons.card },
  { id: 'events', label: 'Events', href: '/provider/events', icon: icons.calendar },
  { id: 'boost', label: 'Boost Feature', href: '/provider/boost', icon: icons.star },
  { id: 'settings', label: 'Settings', href: '/provider/settings', icon: icons.gear },
];

/** Stands in for a router link: navigates in-app instead of loading the page. */
function routerLink(
  item: AppShellNavItem,
  { className, isCurrent, children, onNavigate }: AppShellLinkProps,
): ReactNode {
  return (
    <a
      href={item.href}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onNavigate();
      }}
    >
      {children}
    </a>
  );
}

const withPhoneScreen: Decorator = (Story) => (
  <div className={styles.storyPhoneScreen}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    area: 'Customer',
    navItems: customerNav,
    currentId: 'overview',
    navLabel: 'Customer',
    title: 'Overview',
    user: { name: 'Casey Customer', email: 'customer@demo.test' },
    onLogout: fn(),
    onNavigate: fn(),
    children: (
      <Card title="Recent Appointments" description="Your upcoming visits.">
        <p>Orthopedics with Bayview Orthopedic Group on 2026/11/24, 09:00 AM - 10:00 AM.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Customer' });
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(canvas.getByText('customer@demo.test')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const DesktopWithHelpBoxAndExtras: Story = {
  args: {
    area: 'Provider',
    navItems: providerNav,
    currentId: 'subscriptions',
    navLabel: 'Provider',
    title: 'Subscriptions',
    user: { name: 'Bayview Orthopedic Group', email: 'provider@demo.test' },
    headerExtras: (
      <Button variant="ghost" size="small" aria-label="Notifications">
        {icons.bell}
      </Button>
    ),
    helpBox: (
      <>
        <p>
          <strong>Need help?</strong>
        </p>
        <p>
          Write to <a href="mailto:support@injuryassist.test">support@injuryassist.test</a>
        </p>
      </>
    ),
    children: (
      <Card title="Current Plan" description="Billed monthly.">
        <p>Premium listing · renews on 2026/12/01.</p>
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Need help?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const PhoneMenuClosed: Story = {
  decorators: [withPhoneScreen],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('navigation', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('customer@demo.test')).not.toBeVisible();
    // The page title keeps the top bar; who is signed in shows in the menu instead.
    await expect(canvas.getByText('Casey Customer')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const PhoneMenuOpen: Story = {
  decorators: [withPhoneScreen],
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const menu = await body().findByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Customer' });
    for (const item of customerNav) await expect(within(nav).getByRole('link', { name: item.label })).toBeVisible();
    await expect(within(menu).getByText('customer@demo.test')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Open again so the screenshot shows the drawer.
    await userEvent.click(menuButton);
    await body().findByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PhoneMenuClosesOnNavigate: Story = {
  decorators: [withPhoneScreen],
  args: { renderLink: fn(routerLink) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await body().findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Appointments' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.renderLink).toHaveBeenCalled();
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'appointments' }));
  },
};

export const ProviderUserMenuSignsOut: Story = {
  args: {
    area: 'Provider',
    navItems: providerNav,
    currentId: 'overview',
    navLabel: 'Provider',
    title: 'Provider Dashboard',
    user: { name: 'Pat Provider', email: 'provider@demo.test' },
    userMenu: { signOutLabel: 'Sign out' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu, Pat Provider provider@demo.test' }));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    // Open again so the screenshot shows the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu, Pat Provider provider@demo.test' }));
    await body().findByRole('menu');
  },
};

export const PhoneProviderUserMenu: Story = {
  decorators: [withPhoneScreen],
  args: {
    area: 'Provider',
    navItems: providerNav,
    currentId: 'overview',
    navLabel: 'Provider',
    title: 'Provider Dashboard',
    user: { name: 'Pat Provider', email: 'provider@demo.test' },
    userMenu: { signOutLabel: 'Sign out' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu, Pat Provider provider@demo.test' }));
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(
      body()
        .getAllByText('provider@demo.test')
        .some((element) => element.checkVisibility()),
    ).toBe(true);
  },
};

const accountMenuButton = 'Account menu, Pat Provider provider@demo.test';

/** A mouse over the account button marks it hovered; pressed while held; the menu opens on release. */
export const AccountButtonByMouse: Story = {
  args: ProviderUserMenuSignsOut.args,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: accountMenuButton });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(button).toHaveAttribute('data-focused', 'true');
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: button });
    await expect(button).not.toHaveAttribute('data-pressed');
    await body().findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Escape gives the focus back, shown since a key moved it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.unhover(button);
    await expect(button).not.toHaveAttribute('data-hovered');
  },
};

/** Enter and Space press the account button when released; the menu then focuses its first item. */
export const AccountButtonByKeyboard: Story = {
  args: ProviderUserMenuSignsOut.args,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: accountMenuButton });
    for (let presses = 0; presses < 20 && !button.matches(':focus'); presses++) await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter>}');
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{/Enter}');
    let menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).not.toHaveAttribute('data-pressed');
    await userEvent.keyboard(' ');
    menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
  },
};

/** A finger presses the account button without marking it hovered. */
export const AccountButtonByTouch: Story = {
  args: ProviderUserMenuSignsOut.args,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: accountMenuButton });
    await userEvent.pointer({ keys: '[TouchA>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(button).not.toHaveAttribute('data-hovered');
    await userEvent.pointer({ keys: '[/TouchA]', target: button });
    await body().findByRole('menu');
    await expect(button).not.toHaveAttribute('data-hovered');
    await expect(button).not.toHaveAttribute('data-pressed');
  },
};
