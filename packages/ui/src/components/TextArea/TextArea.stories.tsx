import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', value: '', onChange: fn(), isRequired: true },
  render: function Render(args) {
    return <TextArea {...args} {...useStoryValue(args)} />;
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const InvalidMessage: Story = {
  args: { errorMessage: 'Message is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Message is required')).toBeVisible();
  },
};

export const MarkdownCode: Story = {
  args: { label: 'Body (Markdown)', value: '## Heading\n\n- one\n- two', isCode: true, rows: 6, isRequired: false },
};
