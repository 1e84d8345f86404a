import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { CreateAccount, type CreateAccountValues } from './CreateAccount';

const empty: CreateAccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: null,
  dateOfBirth: null,
};

const filled: CreateAccountValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+1 (555) 123-4567',
  gender: 'female',
  dateOfBirth: '1990-04-18',
};

const meta = {
  title: 'Screens/Access/CreateAccount',
  component: CreateAccount,
  parameters: { layout: 'fullscreen' },
  args: {
    renderLink: renderStoryLink,
    values: empty,
    today: '2025-06-15',
    isSubmitting: false,
    onFieldChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof CreateAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '#customerLogin');
    await expect(canvas.getByRole('link', { name: 'Register your business' })).toHaveAttribute(
      'href',
      '#businessRegistration',
    );

    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'J');
    await expect(args.onFieldChange).toHaveBeenCalledWith('firstName', 'J');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '5');
    await expect(args.onFieldChange).toHaveBeenCalledWith('phone', '5');

    await userEvent.click(canvas.getByRole('button', { name: /Gender/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Other' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('gender', 'other');
  },
};

export const AllErrors: Story = {
  args: {
    errors: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      gender: 'Please select your gender',
      dateOfBirth: 'Date of birth is required',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select your gender',
      'Date of birth is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: /Female/ })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveTextContent('1990');
    // Enter in a field submits, like the button.
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const DateOfBirthInFutureIsRejected: Story = {
  args: { values: { ...filled, dateOfBirth: '2025-07-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date must be on or before 06/15/2025')).toBeVisible();
  },
};

export const BusinessRegistrationUnderWay: Story = {
  args: { hasBusinessRegistration: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue registering your business' })).toHaveAttribute(
      'href',
      '#businessRegistration',
    );
  },
};

export const Submitting: Story = {
  args: { values: filled, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Next - Verify Email/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { values: filled },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
