import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function ControlledPasswordField(props: PasswordFieldProps) {
  return <PasswordField {...props} {...useStoryValue(props)} />;
}

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onChange: fn(), placeholder: 'Enter your password' },
  render: (args) => <ControlledPasswordField {...args} />,
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo1234!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Demo1234!');
  },
};

export const TogglesPasswordVisibility: Story = {
  args: { value: 'Demo1234!' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { value: 'Demo1234!', isVisible: true } };

export const Required: Story = { args: { isRequired: true, label: 'New Password', autoComplete: 'new-password' } };

export const ErrorUnderField: Story = {
  args: { label: 'Confirm Password', value: 'short', errorMessage: 'Passwords do not match' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Demo1234!' } };
