import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SendNotificationDialog } from './SendNotificationDialog';

const dialog = (element: HTMLElement) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name: 'Send System Notification' }));

const meta = {
  title: 'Screens/Admin/SendNotificationDialog',
  component: SendNotificationDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    values: { title: '', message: '', type: 'info' },
    errors: {},
    onFieldChange: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <SendNotificationDialog
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof SendNotificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeDefaultsToInfo: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement);
    await expect(form.getByRole('button', { name: /Type/ })).toHaveTextContent('Info');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Scheduled maintenance');
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Read-only on Sunday 02:00–03:00.');
    await userEvent.click(form.getByRole('button', { name: /Type/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Warning' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('type', 'warning');
    await userEvent.click(form.getByRole('button', { name: 'Send Notification' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const TitleAndMessageRequired: Story = {
  args: { errors: { title: 'Title is required', message: 'Message is required' } },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByText('Title is required')).toBeVisible();
    await expect(dialog(canvasElement).getByText('Message is required')).toBeVisible();
  },
};

export const Sending: Story = {
  args: {
    isSending: true,
    values: { title: 'Scheduled maintenance', message: 'Read-only on Sunday.', type: 'warning' },
  },
};
