import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { OtpInput, type OtpInputProps } from './OtpInput';

function ControlledOtpInput(props: OtpInputProps) {
  return <OtpInput {...props} {...useStoryValue(props)} />;
}

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { value: '', onChange: fn(), description: 'Enter the 6-digit code we sent to casey@example.com.' },
  render: (args) => <ControlledOtpInput {...args} />,
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Verification code' });

export const Empty: Story = {};

export const TypesDigitsOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'a1b2');
    await expect(field(canvas)).toHaveValue('12');
  },
};

export const CapsAtSixDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas), '12345678');
    await expect(field(canvas)).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const PastesFullCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(field(canvas));
    await userEvent.paste('482 913');
    await expect(field(canvas)).toHaveValue('482913');
  },
};

export const ErrorUnderField: Story = {
  args: { value: '123', errorMessage: 'Please enter a valid 6-digit code' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a valid 6-digit code')).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: '482913', isDisabled: true } };
