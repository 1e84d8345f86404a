import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps, dialogSizes } from './Dialog';

/** Opens from a trigger like a screen would. */
function DialogWithTrigger(props: DialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View Profile</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Bayview Orthopedic Group',
    description: 'Orthopedics · Miami, FL',
    children: <p>Board-certified orthopedic surgeons with 15 years of experience in sports injuries.</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => <DialogWithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ClosedWithTrigger: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Profile' }));
    const dialog = await body().findByRole('dialog', { name: 'Bayview Orthopedic Group' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Bayview Orthopedic Group' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const WithFormAndFooter: Story = {
  args: {
    isOpen: true,
    title: 'Raise New Concern',
    description: undefined,
    children: <TextField label="Title" value="" onChange={fn()} />,
    footer: (
      <>
        <Button variant="secondary" onPress={fn()}>
          Cancel
        </Button>
        <Button onPress={fn()}>Submit Concern</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Raise New Concern' });
    await expect(within(dialog).getByRole('button', { name: 'Submit Concern' })).toBeVisible();
  },
};

export const Large: Story = { args: { isOpen: true, size: 'large' } };

export const NotDismissableWhileSaving: Story = {
  args: { isOpen: true, isDismissable: false, title: 'Saving…' },
  play: async ({ userEvent }) => {
    await body().findByRole('dialog', { name: 'Saving…' });
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'Saving…' })).toBeVisible();
  },
};
