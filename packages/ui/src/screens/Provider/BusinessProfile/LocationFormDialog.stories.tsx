import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { LocationFormDialog } from './LocationFormDialog';

const empty = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  googleMyBusinessLink: '',
} as const;

const meta = {
  title: 'Screens/Provider/LocationFormDialog',
  component: LocationFormDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Add location',
    values: empty,
    onChange: fn(),
    error: null,
    isSaving: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof LocationFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddLocation: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Add location' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /ZIP Code/ }), '3');
    await expect(args.onChange).toHaveBeenLastCalledWith('zipCode', '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save location' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ZipCodeRefused: Story = {
  args: {
    title: 'Change address',
    values: { ...empty, addressLine1: '500 Bayshore Blvd', city: 'Tampa', state: 'FL', zipCode: '00000' },
    error: 'ZIP code 00000 does not exist.',
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Change address' }));
    await expect(dialog.getByText('ZIP code 00000 does not exist.')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: ZipCodeRefused.args,
  decorators: [withPhoneViewport],
};
