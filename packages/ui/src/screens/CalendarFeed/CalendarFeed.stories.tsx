import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneFrame } from '../../storybook/withPhoneFrame';
import { CalendarFeed, type CalendarFeedEntry } from './CalendarFeed';

const token = 'k3Yq9ZrT0bWm2xLf7hVn4pJd8sGc1aEu5yRo6iQt0Bz';
const feed = (key: string, label: string, query = ''): CalendarFeedEntry => ({
  key,
  label,
  httpsUrl: `https://injury-assist.example/calendar/${token}.ics${query}`,
  webcalUrl: `webcal://injury-assist.example/calendar/${token}.ics${query}`,
});
const customerFeeds = [feed('all', 'All my appointments')];
const providerFeeds = [
  feed('all', 'All locations'),
  feed('12', '1200 Brickell Ave, Miami, FL 33131', '?location=12'),
  feed('13', '2500 Coral Way, Miami, FL 33145', '?location=13'),
];

const meta = {
  title: 'Screens/CalendarFeed',
  component: CalendarFeed,
  args: {
    status: 'loaded',
    feeds: customerFeeds,
    isRenewing: false,
    isConfirming: false,
    error: null,
    onRetry: fn(),
    onCreate: fn(),
    onRenew: fn(),
    onRenewConfirm: fn(),
    onRenewCancel: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof CalendarFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', feeds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your calendar links' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', feeds: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoLinkYet: Story = {
  args: { feeds: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create calendar link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const CustomerLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'All my appointments' })).toHaveTextContent(
      customerFeeds[0]?.httpsUrl ?? '',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(customerFeeds[0]?.httpsUrl);
    await expect(canvas.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      customerFeeds[0]?.webcalUrl,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Make new links' }));
    await expect(args.onRenew).toHaveBeenCalledOnce();
  },
};

export const ProviderLinksPerLocation: Story = {
  args: { feeds: providerFeeds },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Copy link' })).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: '2500 Coral Way, Miami, FL 33145' })).toHaveTextContent(
      '?location=13',
    );
  },
};

export const ConfirmNewLinks: Story = {
  args: { isConfirming: true },
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Make new calendar links?' }));
    await expect(dialog.getByText(/will stop updating/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Make new links' }));
    await expect(args.onRenewConfirm).toHaveBeenCalledOnce();
  },
};

export const RenewFailed: Story = {
  args: { error: 'Could not make new calendar links. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not make new calendar links. Please try again.');
  },
};

export const PhoneWidthProvider: Story = {
  args: { feeds: providerFeeds },
  decorators: [withPhoneFrame],
};
