import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { TextField, type TextFieldProps, textFieldTypes } from './TextField';

function ControlledTextField(props: TextFieldProps) {
  return <TextField {...props} {...useStoryValue(props)} />;
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', value: '', onChange: fn(), placeholder: 'Enter your first name' },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Maria');
    await expect(input).toHaveValue('Maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria');
  },
};

export const RequiredMarker: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithValue: Story = { args: { value: 'Maria' } };

export const WithDescription: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    value: '',
    placeholder: '+1 305 555 0100',
    description: 'Include the country code.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Include the country code.',
    );
  },
};

export const ErrorShowsUnderFieldWithRedBorder: Story = {
  args: {
    label: 'Email',
    type: 'email',
    value: 'maria@',
    errorMessage: 'Please enter a valid email address',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', type: 'email', value: 'maria.lopez@example.com', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const EmailType: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'maria@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('maria@example.com');
  },
};
