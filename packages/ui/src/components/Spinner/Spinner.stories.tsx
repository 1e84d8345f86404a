import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner, Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
export const Small: Story = { args: { size: 'small' } };
export const LargeWithLabel: Story = {
  args: { size: 'large', label: 'Checking your session' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toBeVisible();
  },
};
export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullPageSpinner label="Checking your session" />,
};
