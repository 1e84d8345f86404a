import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { typeAtOnce } from '../../storybook/typeAtOnce';
import { useStoryValue } from '../../storybook/useStoryValue';
import { ariaTimeField, TimeField, type TimeFieldProps } from './TimeField';

function ControlledTimeField(props: TimeFieldProps) {
  return <TimeField {...props} {...useStoryValue(props)} />;
}

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'Opens', value: '', onChange: fn() },
  render: (args) => <ControlledTimeField {...args} />,
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a page that has not loaded React Aria's TimeField yet: the time is typed into the plain stand-in. */
export const TypedWhileLoading: Story = {
  beforeEach: () => ariaTimeField.forget(),
  play: async ({ canvas, args }) => {
    const hour = canvas.getByRole('spinbutton', { name: /hour/i });
    await expect(hour).not.toHaveAttribute('data-rac');
    hour.focus();
    typeAtOnce('1030p');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('22:30'));
    await expect(canvas.getByRole('spinbutton', { name: /AM\/PM/ })).toHaveFocus();
  },
};

export const PickedByPointer: Story = {
  args: { value: '09:00' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /minute/i }));
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: /minute/i })).toHaveFocus());
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:45');
  },
};

export const HiddenLabelInvalid: Story = {
  args: { label: 'Monday opens', value: '17:00', isLabelHidden: true, isInvalid: true },
};

export const Disabled: Story = { args: { value: '13:30', isDisabled: true } };
