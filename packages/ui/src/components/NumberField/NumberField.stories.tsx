import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'Base price',
    value: Number.NaN,
    onChange: fn(),
    step: 0.01,
    minValue: 0,
    prefix: '$',
    isRequired: true,
  },
  render: function Render(args) {
    return <NumberField {...args} {...useStoryValue(args)} />;
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRoundsToCents: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Base price' });
    await userEvent.type(box, '120.456');
    await userEvent.tab();
    await expect(box).toHaveValue('120.46');
    await expect(args.onChange).toHaveBeenLastCalledWith(120.46);
  },
};

export const LettersAreNotTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Base price' });
    await userEvent.type(box, 'abc');
    await expect(box).toHaveValue('');
  },
};

export const MinutesWithSuffix: Story = {
  args: { label: 'Duration', value: 45, step: 1, minValue: 1, prefix: undefined, suffix: 'min', isRequired: false },
};

export const InvalidMessage: Story = {
  args: { errorMessage: 'Base price is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Base price is required')).toBeVisible();
  },
};
