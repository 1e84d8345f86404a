import { upcomingUsHolidays } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { LocationSchedule } from './LocationSchedule';

const TODAY = '2026-11-20';
const holidays = upcomingUsHolidays(TODAY);

const meta = {
  title: 'Screens/Provider/LocationSchedule',
  component: LocationSchedule,
  args: {
    status: 'loaded',
    onRetry: fn(),
    locations: [{ id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' }],
    locationId: 1,
    onLocationChange: fn(),
    today: TODAY,
    minNoticeMinutes: 0,
    bufferMinutes: 0,
    onRulesChange: fn(),
    dates: [],
    holidaysToAdd: holidays,
    onAddHolidays: fn(),
    onSaveDate: fn(),
    onRemoveDate: fn(),
    busy: null,
  },
} satisfies Meta<typeof LocationSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingClosedYet: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('None: every date keeps its weekday’s hours.')).toBeVisible();
    await expect(
      canvas.getByText(/11 in the next 12 months, next Thanksgiving Day \(November 26, 2026\)/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close on US federal holidays' }));
    await expect(args.onAddHolidays).toHaveBeenCalledOnce();
  },
};

export const ClosuresAndSpecialHours: Story = {
  args: {
    minNoticeMinutes: 120,
    bufferMinutes: 15,
    dates: [
      { date: '2026-11-24', open: '12:00', close: '15:00', label: 'Staff training' },
      { date: '2026-11-26', open: null, close: null, label: 'Thanksgiving Day' },
    ],
    holidaysToAdd: holidays.slice(1),
  },
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Closed dates and special hours' }));
    await expect(list.getByText('Open 12:00 PM – 03:00 PM · Staff training')).toBeVisible();
    await expect(list.getByText('Closed · Thanksgiving Day')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove November 26, 2026' }));
    await expect(args.onRemoveDate).toHaveBeenCalledWith('2026-11-26');
  },
};

export const AddSpecialHours: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Add a closure or special hours' }));
    await userEvent.click(form.getAllByRole('spinbutton', { name: /month/i })[0] as HTMLElement);
    await userEvent.keyboard('12242026');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason customers see' }), 'Christmas Eve');
    // A press made before the typed date has reached React Aria's field waits for it (heldClicks.ts).
    await userEvent.click(form.getByRole('checkbox', { name: 'Closed all day' }));
    await userEvent.click(await form.findByRole('button', { name: 'Save these hours' }));
    await expect(args.onSaveDate).toHaveBeenCalledWith({
      date: '2026-12-24',
      open: '09:00',
      close: '13:00',
      label: 'Christmas Eve',
    });
  },
};

export const AllHolidaysClosed: Story = {
  args: {
    holidaysToAdd: [],
    dates: holidays.map(({ date, name }) => ({ date, open: null, close: null, label: name })).slice(0, 3),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The US federal holidays of the next 12 months are closed.')).toBeVisible();
  },
};

export const SavingTheHolidays: Story = {
  args: { busy: 'holidays', dates: [{ date: '2026-11-24', open: '12:00', close: '15:00', label: 'Staff training' }] },
  play: async ({ canvas }) => {
    // The other changes wait for the holidays to be saved.
    await expect(canvas.getByRole('button', { name: 'Remove November 24, 2026' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading closures and booking rules' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TwoLocationsAtPhoneWidth: Story = {
  args: {
    ...ClosuresAndSpecialHours.args,
    locations: [
      { id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' },
      { id: 2, address: '1600 SW 8th St, Miami, FL 33125' },
    ],
  },
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Location/ })).toBeVisible();
  },
};
