import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './BrandMark';

const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, which read the brand name beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { size: 22 } };
