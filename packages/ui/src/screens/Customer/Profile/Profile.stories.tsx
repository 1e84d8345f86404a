import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { Profile, type ProfileDetails } from './Profile';

// A 4×4 PNG inline, so the screenshot does not depend on the network.
const picture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAMklEQVR42g3HMQEAMAgDQeSgJEqYERERmX9GZXvbVS9aZvFSbWTG2D9BYYLzc+iYw8cDUeoYERYHN7QAAAAASUVORK5CYII=';

const profile: ProfileDetails = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+1 (555) 123-4567',
  dob: '1990-04-18',
  gender: 'Female',
  pictureUrl: picture,
};

const withoutPicture: ProfileDetails = { ...profile, pictureUrl: null };

const meta = {
  title: 'Screens/Customer/Profile',
  component: Profile,
  args: {
    mode: 'view',
    profile,
    today: '2026-11-20',
    isUploadingPicture: false,
    onRetry: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onFieldChange: fn(),
    onPictureChosen: fn(),
  },
} satisfies Meta<typeof Profile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { mode: 'loading', profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading profile' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { mode: 'failed', profile: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(canvas.getByText('We could not load your profile.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ViewWithPicture: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toBeVisible();
    for (const value of ['Jane Doe', 'jane.doe@example.com', '+1 (555) 123-4567', 'April 18, 1990', 'Female']) {
      await expect(canvas.getByText(value)).toBeVisible();
    }
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ViewWithoutPicture: Story = {
  args: { profile: { ...withoutPicture, phone: '', dob: null, gender: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('JD')).toBeVisible();
    await expect(canvas.getAllByText('Not provided')).toHaveLength(3);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', draft: withoutPicture },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The form loads at the first edit (issue 22).
    const email = await canvas.findByRole('textbox', { name: 'E-mail' });
    await expect(email).toBeDisabled();
    await expect(email).toHaveAccessibleDescription('E-mail cannot be changed.');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'e');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'Jane Doee');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '8');
    await expect(args.onFieldChange).toHaveBeenCalledWith('phone', '+1 (555) 123-45678');
    await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Other' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('gender', 'Other');

    const fileInput = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(fileInput).toHaveAttribute('accept', 'image/png,image/jpeg');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(fileInput, file);
    await expect(args.onPictureChosen).toHaveBeenCalledWith(file);

    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EditWithErrors: Story = {
  args: {
    mode: 'edit',
    draft: { ...profile, name: '', phone: '555' },
    errors: {
      name: 'Name is required',
      phone: 'Please enter a valid phone number',
      dob: 'Date of birth cannot be in the future',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(canvas.getByText('Date of birth cannot be in the future')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { mode: 'saving', draft: profile },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Working' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const UploadingPicture: Story = {
  args: { mode: 'edit', draft: profile, isUploadingPicture: true },
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('button', { name: /Change picture/ });
    await expect(within(change).getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const PhoneWidth: Story = {
  args: { mode: 'edit', draft: profile },
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Name' });
  },
};
