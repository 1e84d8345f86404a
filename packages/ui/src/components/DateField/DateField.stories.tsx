import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { typeAtOnce } from '../../storybook/typeAtOnce';
import { useStoryValue } from '../../storybook/useStoryValue';
import { Button } from '../Button/Button';
import { ariaDateField, DateField, type DateFieldProps } from './DateField';

function ControlledDateField(props: DateFieldProps) {
  return <DateField {...props} {...useStoryValue(props)} />;
}

const saved = fn();

/** A form's Save beside the field: it reads the value the field has reported so far. */
function DateFieldWithSave(props: DateFieldProps) {
  const field = useStoryValue(props);
  return (
    <div style={{ display: 'grid', gap: '16px', justifyItems: 'start' }}>
      <DateField {...props} {...field} />
      <Button onPress={() => saved(field.value)}>Save</Button>
    </div>
  );
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', value: null, onChange: fn(), max: '2026-11-21' },
  render: (args) => <ControlledDateField {...args} />,
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a page that has not loaded React Aria's DateField yet: the date is typed into the plain
 * stand-in, and Save is pressed at once, with nothing in between that would let the field arrive.
 * The press waits for the typed date instead of finding the field empty.
 */
export const TypedWhileLoading: Story = {
  beforeEach: () => ariaDateField.forget(),
  render: (args) => <DateFieldWithSave {...args} />,
  play: async ({ canvas, args }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await expect(month).not.toHaveAttribute('data-rac');
    month.focus();
    typeAtOnce('04021990');
    canvas.getByRole('button', { name: 'Save' }).click();
    await expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(saved).toHaveBeenCalledWith('1990-04-02'));
    await expect(saved).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-02');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveFocus();
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveAttribute('data-rac');
  },
};

export const PickedByPointer: Story = {
  args: { value: '1990-04-02' },
  play: async ({ canvas, userEvent, args }) => {
    // The day, not the first segment, takes the focus from the stand-in.
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus());
    await userEvent.keyboard('15');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-15');
  },
};

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('04021990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-02');
  },
};

export const WithValue: Story = { args: { value: '1990-04-02' } };

export const MaxTodayRejectsFuture: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('12012026');
    await expect(canvas.getByText('Date must be on or before 11/21/2026')).toBeVisible();
  },
};

export const MinTodayForBooking: Story = {
  args: { label: 'Appointment date', value: '2026-11-20', min: '2026-11-21', max: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date must be on or after 11/21/2026')).toBeVisible();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, errorMessage: 'Date of birth is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '1990-04-02' } };
