import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { closeToasts, expectToast, onAPhone, providerFlowStory } from '../../testing/provider-story-frame';
import { storyError } from '../../testing/story-api';
import AppointmentsPage from './AppointmentsPage';

const { server, meta: flowMeta } = providerFlowStory();

const meta = {
  title: 'Flows/Provider/AppointmentsPage',
  component: AppointmentsPage,
  parameters: signedInStoryParameters,
  ...flowMeta,
} satisfies Meta<typeof AppointmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const caseysVisit = 'Casey Morgan on 2026/12/01, 10:00 AM - 11:00 AM';

/** A pending booking is confirmed: the server's sentence, and the list read again shows it Confirmed. */
export const ConfirmAPendingAppointment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Confirm: ${caseysVisit}` }));
    await expectToast('Appointment confirmed.', 'success');
    await expect(server().requests.actOnAppointment).toHaveBeenCalledWith('b-1', { action: 'confirm' });
    await expect(await canvas.findByRole('button', { name: `Cancel: ${caseysVisit}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Confirm: ${caseysVisit}` })).toBeNull();
  },
};

/** A refused confirmation says the server's sentence and leaves the button to press again. */
export const ConfirmRefusedSaysWhy: Story = {
  beforeEach: () =>
    server().failNext('POST /provider/appointments/{id}', () =>
      storyError(409, 'This appointment is over, so it can no longer be confirmed.'),
    ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Confirm: ${caseysVisit}` }));
    await expectToast('This appointment is over, so it can no longer be confirmed.', 'critical');
    await expect(canvas.getByRole('button', { name: `Confirm: ${caseysVisit}` })).toBeEnabled();
    await closeToasts();
  },
};

/**
 * The first press of the page is a Cancel: the actions' machine loads then (issue 22), and the
 * press made while it loaded opens the dialog asking for the reason, which the request carries.
 */
export const FirstPressCancelAsksForAReason: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Cancel: ${caseysVisit}` }));
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel this appointment?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason for the customer/ }), 'The clinic is closed.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expect(server().requests.actOnAppointment).toHaveBeenCalledWith('b-1', {
      action: 'cancel',
      reason: 'The clinic is closed.',
    });
    await expectToast('Appointment cancelled.', 'success');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The list read again no longer has it among the upcoming ones.
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Cancel: ${caseysVisit}` })).toBeNull());
    await closeToasts();
  },
};

export const OnAPhone: Story = {
  decorators: [onAPhone],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `Confirm: ${caseysVisit}` })).toBeVisible();
  },
};
