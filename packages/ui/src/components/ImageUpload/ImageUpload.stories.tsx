import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

// A 16 × 9 PNG drawn in the brand blue, so the preview needs no file from disk.
const coverPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFElEQVR4nGMQTbhCEmIY1TAoNAAABeK5EW9SXO4AAAAASUVORK5CYII=';

const meta = {
  title: 'Components/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Cover image',
    imageUrl: null,
    imageAlt: 'Cover image of the post',
    onSelect: fn(),
    onRemove: fn(),
    description: 'PNG or JPEG, at most 5MB and 1536×768 pixels.',
  },
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Cover image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).toBeNull();
  },
};

export const ChoosingAFile: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'cover.png' }));
  },
};

export const WithImage: Story = {
  args: { imageUrl: coverPng },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Cover image of the post' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = { args: { isUploading: true } };

export const UploadRefused: Story = {
  args: { errorMessage: 'Image resolution must be max 1536x768 pixels.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Image resolution must be max 1536x768 pixels.');
  },
};
