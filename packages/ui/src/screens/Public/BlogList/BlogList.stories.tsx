import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { BlogList } from './BlogList';

const meta = {
  title: 'Screens/Public/BlogList',
  component: BlogList,
  args: {
    status: 'loaded',
    onRetry: fn(),
    posts: [
      {
        href: '/blog/how-to-choose-an-injury-specialist',
        title: 'How to choose an injury specialist',
        excerpt: 'Orthopedist, neurologist or physical therapist? What each one treats and when to see them.',
        date: 'November 12, 2026',
        coverUrl: null,
      },
      {
        href: '/blog/first-24-hours-after-a-car-accident',
        title: 'What to do in the first 24 hours after a car accident',
        excerpt: 'Safety first, then a doctor, then the paperwork: the steps that protect your health and your claim.',
        date: 'November 1, 2026',
        coverUrl: null,
      },
    ],
  },
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'How to choose an injury specialist' })).toHaveAttribute(
      'href',
      '/blog/how-to-choose-an-injury-specialist',
    );
  },
};

export const NoPosts: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { posts: [], status: 'loading' } };

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
