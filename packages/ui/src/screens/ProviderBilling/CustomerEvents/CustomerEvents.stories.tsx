import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { CustomerEvents } from './CustomerEvents';
import type { CustomerEventView } from './EventList';

const events: CustomerEventView[] = [
  {
    id: 'e1',
    title: 'Back pain workshop',
    description: 'Exercises after a car accident.',
    when: 'December 5, 2026 at 6:00 PM',
    location: '1200 Biscayne Blvd, Miami',
    host: 'Biscayne Orthopedic Center',
    seats: '4 of 20 seats taken',
    isFull: false,
    fee: 'Free',
    registered: false,
  },
  {
    id: 'e2',
    title: 'Know your rights after an injury',
    description: 'A free talk by injury attorneys.',
    when: 'December 7, 2026 at 6:00 PM',
    location: 'Online',
    host: null,
    seats: '40 of 40 seats taken',
    isFull: true,
    fee: 'Free',
    registered: false,
  },
  {
    id: 'e3',
    title: 'Recovery yoga',
    description: 'Gentle yoga for recovery.',
    when: 'December 12, 2026 at 9:00 AM',
    location: 'Bayfront Park, Miami',
    host: 'Coral Gables Physical Therapy',
    seats: '3 of 15 seats taken',
    isFull: false,
    fee: '$25',
    registered: true,
  },
];

const meta = {
  title: 'Screens/Customer/Events',
  component: CustomerEvents,
  args: {
    status: 'loaded',
    onRetry: fn(),
    events,
    pendingEventId: null,
    onRegister: fn(),
    onCancel: fn(),
    message: null,
  },
} satisfies Meta<typeof CustomerEvents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RegisterFullAndRegistered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      within(canvas.getByRole('listitem', { name: 'Back pain workshop' })).getByRole('button', { name: 'Register' }),
    );
    await expect(args.onRegister).toHaveBeenCalledWith('e1');
    await expect(
      within(canvas.getByRole('listitem', { name: 'Know your rights after an injury' })).getByRole('button', {
        name: 'Full',
      }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel registration' }));
    await expect(args.onCancel).toHaveBeenCalledWith('e3');
  },
};

export const RegisteredMessage: Story = {
  args: { message: { tone: 'positive', text: 'You are registered for "Back pain workshop".' } },
};

export const NoEvents: Story = { args: { events: [] } };

export const Loading: Story = { args: { status: 'loading', events: [] } };

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', events: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
