import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: {
    label: 'Users pages',
    summary: '1–25 of 312',
    hasPrevious: false,
    hasNext: true,
    onPrevious: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Users pages' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 312')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

export const MiddlePage: Story = {
  args: { summary: '76–100 of 312', hasPrevious: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { summary: '301–312 of 312', hasPrevious: true, hasNext: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
