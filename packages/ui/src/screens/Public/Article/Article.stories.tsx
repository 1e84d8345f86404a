import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PublicLayout } from '../PublicLayout/PublicLayout';
import { Article } from './Article';

const meta = {
  title: 'Screens/Public/Article',
  component: Article,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout
        headerLinks={[
          { href: '/blog', label: 'Blog' },
          { href: '/user-log-in', label: 'Sign in' },
        ]}
        footerLinks={[
          { href: '/blog', label: 'Blog' },
          { href: '/pages/about', label: 'About Us' },
          { href: '/pages/privacy', label: 'Privacy Policy' },
        ]}
      >
        <Story />
      </PublicLayout>
    ),
  ],
  args: {
    status: 'loaded',
    onRetry: fn(),
    backLink: { href: '/blog', label: 'All posts' },
    article: {
      title: 'What to do in the first 24 hours after a car accident',
      date: 'November 1, 2026',
      coverUrl: null,
      body: '## Get safe and get checked\n\nMove out of traffic if you can and call 911 when anyone is hurt.\n\n## Write things down\n\n- Photograph the vehicles\n- Note the police report number',
    },
  },
} satisfies Meta<typeof Article>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlogPost: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /first 24 hours/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Write things down' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('navigation', { name: 'Site' })).toBeVisible();
  },
};

export const CmsPage: Story = {
  args: {
    backLink: undefined,
    article: {
      title: 'Privacy Policy',
      date: null,
      coverUrl: null,
      body: 'We keep the details you give us to run your account and your bookings.',
    },
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', article: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page not found')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', article: null } };

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', article: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
