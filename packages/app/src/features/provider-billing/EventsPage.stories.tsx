import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { body, closeToasts, providerFlowStory } from '../../testing/provider-story-frame';
import EventsPage from './EventsPage';

const { server: billing, meta: flowMeta } = providerFlowStory();

const meta = {
  title: 'Flows/Provider/EventsPage',
  component: EventsPage,
  parameters: signedInStoryParameters,
  ...flowMeta,
} satisfies Meta<typeof EventsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillTheForm(canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent']) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Yoga');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Stretching.');
  await userEvent.type(canvas.getByLabelText(/^Date/), '2026-12-12');
  await userEvent.type(canvas.getByLabelText(/^Time/), '09:00');
  await userEvent.type(canvas.getByLabelText(/^Max attendees/), '15');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Location/ }), 'Miami');
}

export const CreateAnEventForApproval: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillTheForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Event' }));
    await expect(await canvas.findByText('Event created. It is published once an admin approves it.')).toHaveAttribute(
      'role',
      'status',
    );
    const created = await canvas.findByRole('listitem', { name: 'Yoga' });
    await expect(within(created).getByText('Pending approval')).toBeVisible();
  },
};

/** issue 23: a save lost on the network ends in the error state with 'Try again'; the form keeps what was typed. */
export const SaveFailsThenTryAgain: Story = {
  beforeEach: () => billing().failNext('POST /provider/events'),
  play: async ({ canvas, userEvent }) => {
    await fillTheForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Event' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The event could not be saved. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Create Event' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Yoga');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('listitem', { name: 'Yoga' })).toBeVisible();
    await expect(billing().requests.saveEvent).toHaveBeenCalledTimes(2);
  },
};

export const DeleteAfterConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const event = await canvas.findByRole('listitem', { name: 'Back pain workshop' });
    await userEvent.click(within(event).getByRole('button', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete event?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Event deleted. Its registrants are e-mailed.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Back pain workshop' })).toBeNull());
  },
};

export const DeleteFailsThenTryAgain: Story = {
  beforeEach: () => billing().failNext('DELETE /provider/events/{eventId}'),
  play: async ({ canvas, userEvent }) => {
    const event = await canvas.findByRole('listitem', { name: 'Back pain workshop' });
    await userEvent.click(within(event).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The event could not be deleted. Check your connection and try again.');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Back pain workshop' })).toBeNull());
  },
};

export const AttendeesFailThenTryAgain: Story = {
  beforeEach: () => billing().failNext('GET /provider/events/{eventId}/registrations'),
  play: async ({ canvas, userEvent }) => {
    const event = await canvas.findByRole('listitem', { name: 'Back pain workshop' });
    await userEvent.click(within(event).getByRole('button', { name: 'View Attendees' }));
    const dialog = await body().findByRole('dialog', { name: 'Attendees: Back pain workshop' });
    // The failed read's toast arrives after the read's own retry: wait for it, so it is closed
    // before the screenshot whatever the machine's speed.
    await body().findByRole('alertdialog', { name: /An unexpected error occurred/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    await expect(await within(dialog).findByText('Casey Morgan')).toBeVisible();
    await closeToasts();
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => billing().failNext('GET /provider/events'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('listitem', { name: 'Back pain workshop' })).toBeVisible();
    await closeToasts();
  },
};
