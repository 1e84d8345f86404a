import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Screens/Public/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { href: '/blog', label: 'Blog' },
      { href: '/pages/about', label: 'About Us' },
      { href: '/pages/privacy', label: 'Privacy Policy' },
      { href: '/pages/terms', label: 'Terms of Service' },
      { href: '/pages/about-sponsored-listings', label: 'About sponsored listings' },
    ],
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PublishedPages: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Site' }));
    await expect(nav.getAllByRole('link')).toHaveLength(5);
    await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/privacy');
  },
};

export const NothingPublished: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
