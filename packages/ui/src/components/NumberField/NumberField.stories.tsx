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
    prefix: '$',
    isRequired: true,
  },
  render: function Render(args) {
    return <NumberField {...args} {...useStoryValue(args)} />;
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypedPriceIsKeptForTheFormToCheck: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Nothing is rounded or clamped behind the user's back: the form's check names what is wrong.
    const box = canvas.getByRole('textbox', { name: 'Base price' });
    await userEvent.type(box, '49.999');
    await userEvent.tab();
    await expect(box).toHaveValue('49.999');
    await expect(args.onChange).toHaveBeenLastCalledWith(49.999);
    await userEvent.clear(box);
    await userEvent.type(box, '-5');
    await userEvent.tab();
    await expect(box).toHaveValue('-5.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await userEvent.clear(box);
    await userEvent.type(box, '120');
    await userEvent.tab();
    await expect(box).toHaveValue('120.00');
  },
};

export const TypedMinutesKeepTheirDecimals: Story = {
  args: { label: 'Duration', value: Number.NaN, step: 1, prefix: undefined, suffix: 'min', isRequired: false },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Duration' });
    await userEvent.type(box, '12.5');
    await userEvent.tab();
    await expect(box).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.5);
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
  args: { label: 'Duration', value: 45, step: 1, prefix: undefined, suffix: 'min', isRequired: false },
};

export const InvalidMessage: Story = {
  args: { errorMessage: 'Base price is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Base price is required')).toBeVisible();
  },
};
