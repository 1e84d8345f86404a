import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { Seo } from './Seo';

const meta = {
  title: 'Screens/Admin/Seo',
  component: Seo,
  args: {
    status: 'loaded',
    onRetry: fn(),
    figures: {
      score: 80,
      checks: [
        { label: 'The site title is 10 to 60 characters long', passed: true },
        { label: 'The description is 50 to 160 characters long', passed: true },
        { label: 'Keywords are set', passed: true },
        { label: 'An Open Graph image is set', passed: false },
        { label: 'At least one page is published', passed: true },
      ],
      publicPages: 7,
      analyticsId: null,
    },
    values: {
      siteTitle: 'Injury Assist — find and book injury care and legal help',
      siteDescription: 'Find doctors, therapists and injury attorneys near you, see their free slots and book online.',
      keywords: 'injury doctor, personal injury attorney, physical therapy',
      ogImage: '',
      analyticsId: '',
    },
    errors: {},
    onFieldChange: fn(),
    onSave: fn(),
    robotsHref: '/robots.txt',
    sitemapHref: '/sitemap.xml',
  },
} satisfies Meta<typeof Seo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'SEO Management' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'SEO Score' })).getByText('80/100')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Public pages' })).getByText('7')).toBeVisible();
    await expect(canvas.getByText('No analytics source is connected, so there is no visitor figure.')).toBeVisible();
    await expect(canvas.getByText('To do:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Analytics ID' }), 'G');
    await expect(args.onFieldChange).toHaveBeenCalledWith('analyticsId', 'G');
    await userEvent.click(canvas.getByRole('button', { name: 'Save SEO Settings' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const WithAnalytics: Story = {
  args: {
    figures: {
      score: 100,
      checks: [{ label: 'Keywords are set', passed: true }],
      publicPages: 7,
      analyticsId: 'G-ABC123XYZ',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Counted by your analytics (G-ABC123XYZ), not by this server.')).toBeVisible();
  },
};

export const InvalidSettings: Story = {
  args: {
    errors: {
      ogImage: 'Enter a full web address that starts with https://.',
      analyticsId: 'A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX.',
    },
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const Loading: Story = {
  args: { status: 'loading', figures: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading SEO settings' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', figures: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
