import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { DatePicker, type DatePickerProps } from './DatePicker';

function ControlledDatePicker(props: DatePickerProps) {
  return <DatePicker {...props} {...useStoryValue(props)} />;
}

// 2026-11-21 is a Saturday; the story location is closed at weekends.
const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Date', value: null, onChange: fn(), min: '2026-11-21' },
  render: (args) => <ControlledDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypedWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11242026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24');
  },
};

export const CalendarOpensOnTheFirstBookableDay: Story = {
  args: { isDateUnavailable: weekend },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const calendar = within(await screen.findByRole('dialog'));
    await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: /November 20, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /November 21, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(calendar.getByRole('button', { name: /November 23, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Left open for its screenshot: past days muted, closed days struck through, the chosen day filled. */
export const CalendarOpen: Story = {
  args: { value: '2026-11-24', isDateUnavailable: weekend },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const calendar = within(await screen.findByRole('dialog'));
    const chosen = calendar.getByRole('button', { name: /November 24, 2026/ }).closest('[role="gridcell"]');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
};

export const TypedClosedDayIsExplained: Story = {
  args: { value: '2026-11-28', isDateUnavailable: weekend, unavailableMessage: 'Closed on Saturdays' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed on Saturdays')).toBeVisible();
  },
};

export const PastDayIsExplained: Story = {
  args: { value: '2026-11-20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date must be on or after 11/21/2026')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '2026-11-24' } };
