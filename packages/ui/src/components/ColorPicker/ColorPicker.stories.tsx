import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'Components/ColorPicker',
  component: ColorPicker,
  args: { label: 'Color', value: '#3B82F6', onChange: fn() },
  render: function Render(args) {
    return <ColorPicker {...args} {...useStoryValue(args)} />;
  },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickASwatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Color' })).toHaveValue('#3B82F6');
    const swatches = canvas.getAllByRole('option');
    await expect(swatches).toHaveLength(10);
    await userEvent.click(swatches[2] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith('#10B981');
    await expect(canvas.getByRole('textbox', { name: 'Color' })).toHaveValue('#10B981');
  },
};

export const TypeAHexCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Color' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#AA3300');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('#AA3300');
  },
};
