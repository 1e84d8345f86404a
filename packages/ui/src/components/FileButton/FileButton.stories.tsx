import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileButton } from './FileButton';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: {
    children: 'Change picture',
    variant: 'secondary',
    size: 'small',
    acceptedFileTypes: ['image/png', 'image/jpeg'],
    onSelect: fn(),
  },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('FileButton renders no file input');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, picture);
    await expect(args.onSelect).toHaveBeenCalledWith(picture);
    await userEvent.upload(input, picture);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const Uploading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};
