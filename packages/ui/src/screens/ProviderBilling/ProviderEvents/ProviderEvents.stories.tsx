import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { ProviderEvents, type ProviderEventView } from './ProviderEvents';

const registrants = [
  { name: 'Casey Morgan', email: 'casey@example.com', registeredAt: 'November 22, 2026' },
  { name: 'Jordan Lee', email: 'jordan@example.com', registeredAt: 'November 22, 2026' },
  { name: 'Sam Rivera', email: 'sam@example.com', registeredAt: 'November 23, 2026' },
];
const events: ProviderEventView[] = [
  {
    id: 'e1',
    title: 'Back pain workshop',
    when: 'December 5, 2026 at 6:00 PM',
    location: '1200 Biscayne Blvd, Miami',
    attendees: '4 / 20 attendees',
    category: 'health',
    statusLabel: 'Approved',
    statusTone: 'positive',
    recentRegistrations: registrants,
    hasMore: true,
  },
  {
    id: 'e2',
    title: 'Recovery yoga',
    when: 'December 12, 2026 at 9:00 AM',
    location: 'Bayfront Park, Miami',
    attendees: '0 / 15 attendees',
    category: 'wellness',
    statusLabel: 'Pending approval',
    statusTone: 'caution',
    recentRegistrations: [],
    hasMore: false,
  },
];
const emptyForm = {
  title: '',
  description: '',
  date: '',
  time: '',
  maxAttendees: '',
  location: '',
  category: 'health' as const,
};

const meta = {
  title: 'Screens/Provider/Events',
  component: ProviderEvents,
  args: {
    status: 'loaded',
    onRetry: fn(),
    form: emptyForm,
    errors: {},
    onFormChange: fn(),
    onSubmit: fn(),
    submitting: false,
    editing: null,
    onCancelEdit: fn(),
    events,
    onEdit: fn(),
    onViewAttendees: fn(),
    onDelete: fn(),
    attendees: null,
    onRetryAttendees: fn(),
    onCloseAttendees: fn(),
    message: null,
    failure: null,
    onRetryRequest: fn(),
  },
} satisfies Meta<typeof ProviderEvents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EventsWithRegistrations: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('All events need admin approval before they are published.')).toBeVisible();
    const workshop = within(canvas.getByRole('listitem', { name: 'Back pain workshop' }));
    await expect(workshop.getByText('Casey Morgan')).toBeVisible();
    await userEvent.click(workshop.getByRole('button', { name: 'View all' }));
    await expect(args.onViewAttendees).toHaveBeenCalledWith('e1');
    await userEvent.click(workshop.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith('e1');
    await userEvent.click(workshop.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('e1');
    const yoga = within(canvas.getByRole('listitem', { name: 'Recovery yoga' }));
    await expect(yoga.queryByRole('button', { name: 'View all' })).toBeNull();
  },
};

export const RequiredFields: Story = {
  args: {
    errors: {
      title: 'Title is required',
      description: 'Description is required',
      date: 'Date is required',
      time: 'Time is required',
      maxAttendees: 'Max attendees is required',
      location: 'Location is required',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Location is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Event' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: {
    editing: 'e1',
    form: {
      title: 'Back pain workshop',
      description: 'Exercises after a car accident.',
      date: '2026-12-05',
      time: '18:00',
      maxAttendees: '20',
      location: '1200 Biscayne Blvd, Miami',
      category: 'health',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
  },
};

export const AttendeesDialogOpen: Story = {
  args: {
    attendees: {
      title: 'Back pain workshop',
      status: 'loaded',
      registrants: [...registrants, { name: 'Alex Kim', email: 'alex@example.com', registeredAt: 'November 23, 2026' }],
    },
  },
  play: async ({ canvasElement }) => {
    // The dialog loads on its first opening: queried again until shown (on a busy machine the
    // first query met it while it was still being put in place, and the text found was detached).
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(within(body.getByRole('dialog')).getByText('Alex Kim')).toBeVisible());
  },
};

export const AttendeesLoadFailed: Story = {
  args: { attendees: { title: 'Back pain workshop', status: 'failed', registrants: [] } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(within(body.getByRole('dialog')).getByText('We could not load the attendees.')).toBeVisible(),
    );
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAttendees).toHaveBeenCalledOnce();
  },
};

export const SaveFailedTryAgain: Story = {
  args: { failure: 'The event could not be saved. Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryRequest).toHaveBeenCalledOnce();
  },
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
