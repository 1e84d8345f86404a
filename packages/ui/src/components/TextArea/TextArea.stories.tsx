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
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Message is required')).toBeVisible();
    // Announced with the field, as React Aria's error slot was.
    await expect(box).toHaveAccessibleDescription('Message is required');
  },
};

export const RequiredField: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeRequired();
    // The flows say what is missing; the browser's own bubble must not.
    await expect(box).not.toHaveAttribute('required');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const DescriptionThenError: Story = {
  args: { description: 'At most 500 characters.', errorMessage: 'Message is required', value: '' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAccessibleDescription('At most 500 characters. Message is required');
    await userEvent.type(box, 'Hi');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hi');
  },
};

export const HoveredByMouse: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.hover(box);
    await expect(box).toHaveAttribute('data-hovered', 'true');
    await userEvent.unhover(box);
    await expect(box).not.toHaveAttribute('data-hovered');
  },
};

export const Disabled: Story = {
  args: { value: 'Sent on Monday', isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeDisabled();
    await userEvent.hover(box);
    await expect(box).not.toHaveAttribute('data-hovered');
  },
};

export const MarkdownCode: Story = {
  args: { label: 'Body (Markdown)', value: '## Heading\n\n- one\n- two', isCode: true, rows: 6, isRequired: false },
};
