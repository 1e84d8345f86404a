import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { RaiseConcernDialog, type RaiseConcernValues } from './RaiseConcernDialog';

const empty: RaiseConcernValues = { title: '', description: '', priority: 'low' };
const filled: RaiseConcernValues = {
  title: 'Appointment was cancelled without notice',
  description: 'My physiotherapy session on Monday was cancelled and nobody called me.',
  priority: 'high',
};

const meta = {
  title: 'Screens/Customer/RaiseConcernDialog',
  component: RaiseConcernDialog,
  args: {
    isOpen: true,
    values: empty,
    isSubmitting: false,
    onFieldChange: fn(),
    onCancel: fn(),
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RaiseConcernDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Raise New Concern' }));
    await expect(dialog.getByRole('button', { name: /Low/ })).toBeVisible();

    await userEvent.type(dialog.getByRole('textbox', { name: /Title/ }), 'B');
    await expect(args.onFieldChange).toHaveBeenCalledWith('title', 'B');
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'I');
    await expect(args.onFieldChange).toHaveBeenCalledWith('description', 'I');

    await userEvent.click(dialog.getByRole('button', { name: /Priority/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Urgent' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('priority', 'urgent');
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Raise New Concern' }));
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue(filled.description);
    await expect(dialog.getByRole('button', { name: /High/ })).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Submit Concern' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const RefusedFocusesTheFirstEmptyField: Story = {
  args: {
    values: { title: 'Billing question', description: '', priority: 'low' },
    errors: { description: 'Description is required' },
  },
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Raise New Concern' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Concern' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const description = dialog.getByRole('textbox', { name: /Description/ });
    await expect(description).toHaveAccessibleDescription('Description is required');
    await waitFor(() => expect(description).toHaveFocus());
  },
};

export const Submitting: Story = {
  args: { values: filled, isSubmitting: true },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Raise New Concern' }));
    await expect(dialog.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  args: { values: filled },
  decorators: [withPhoneViewport],
};
