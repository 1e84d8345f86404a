import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { AppShell, type AppShellLinkProps, type AppShellNavItem } from './AppShell';
import * as styles from './AppShell.css';

function Icon({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const icons = {
  overview: <Icon d="M3 3h6v6H3zM11 3h6v4h-6zM11 9h6v8h-6zM3 11h6v6H3z" />,
  search: <Icon d="M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12ZM17 17l-3.5-3.5" />,
  calendar: <Icon d="M4 5h12v12H4zM4 9h12M7 3v4M13 3v4" />,
  concern: <Icon d="M4 4h12v9H9l-4 3v-3H4z" />,
  person: <Icon d="M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3.5 17a6.5 6.5 0 0 1 13 0" />,
  building: <Icon d="M4 17V4h8v13M12 8h4v9M7 7h2M7 10h2M7 13h2M2 17h16" />,
  card: <Icon d="M3 5h14v10H3zM3 8h14M6 12h3" />,
  star: <Icon d="m10 3 2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2L5.8 16l.8-4.7L3.2 8l4.7-.7Z" />,
  gear: (
    <Icon d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8" />
  ),
  bell: <Icon d="M5 8a5 5 0 0 1 10 0c0 5 2 6 2 6H3s2-1 2-6ZM8.5 17a1.5 1.5 0 0 0 3 0" />,
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
