import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { EventFormDialog, type EventFormValues } from './EventFormDialog';

const empty: EventFormValues = {
  title: '',
  description: '',
  date: null,
  time: '',
  location: '',
  category: 'health',
  fee: Number.NaN,
  maxAttendees: Number.NaN,
  isActive: true,
};

const dialog = (element: HTMLElement, name: string) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name }));

const meta = {
  title: 'Screens/Admin/EventFormDialog',
  component: EventFormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    mode: 'add',
    values: empty,
    errors: {},
    onFieldChange: fn(),
    onSubmit: fn(),
    today: '2026-11-21',
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <EventFormDialog
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof EventFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddEvent: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add Event');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Injury law Q&A');
    await userEvent.type(form.getByRole('textbox', { name: 'Registration fee' }), '15');
    await userEvent.type(form.getByRole('textbox', { name: 'Max attendees' }), '60');
    await userEvent.tab();
    await expect(args.onFieldChange).toHaveBeenCalledWith('fee', 15);
    await expect(args.onFieldChange).toHaveBeenCalledWith('maxAttendees', 60);
    await userEvent.click(form.getByRole('button', { name: 'Add Event' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ValidationMessages: Story = {
  args: { errors: { title: 'Title is required', date: 'Date is required', time: 'Use 24-hour time, such as 18:00.' } },
  play: async ({ canvasElement }) => {
    const form = dialog(canvasElement, 'Add Event');
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Date is required')).toBeVisible();
  },
};

export const EditEvent: Story = {
  args: {
    mode: 'edit',
    values: {
      title: 'Know your rights after an injury',
      description: 'What an injury claim involves.',
      date: '2026-12-12',
      time: '12:30',
      location: 'Online',
      category: 'education',
      fee: 25,
      maxAttendees: 100,
      isActive: true,
    },
  },
};

export const Saving: Story = {
  args: {
    isSaving: true,
    values: {
      title: 'Injury law Q&A',
      description: '',
      date: '2026-12-12',
      time: '18:00',
      location: 'Online',
      category: 'education',
      fee: 15,
      maxAttendees: 60,
      isActive: true,
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const form = dialog(canvasElement, 'Add Event');
    // While it saves, the dialog stays open with its values; Cancel waits and the save is not sent twice.
    await expect(form.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: /Add Event/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
