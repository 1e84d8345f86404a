import type { FilterField, LookupFieldState } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import type { SlotPickerProps } from '../SlotPicker/SlotPicker';
import { BookingWizardDialog, type BookingWizardFilters, type WizardProviderData } from './BookingWizardDialog';

const idle = (options: LookupFieldState['options'] = [], selectedId: number | null = null): LookupFieldState => ({
  options,
  selectedId,
  isLoading: false,
});

const emptyFields: Record<FilterField, LookupFieldState> = {
  category: idle([
    { id: 1, name: 'Medical' },
    { id: 2, name: 'Legal' },
  ]),
  subcategory: idle(),
  service: idle(),
  country: idle([{ id: 1, name: 'United States' }]),
  state: idle(),
  city: idle(),
};

const filledFields: Record<FilterField, LookupFieldState> = {
  category: idle([{ id: 1, name: 'Medical' }], 1),
  subcategory: idle([{ id: 2, name: 'Specialists' }], 2),
  service: idle([{ id: 7, name: 'Orthopedics' }], 7),
  country: idle([{ id: 1, name: 'United States' }], 1),
  state: idle([{ id: 9, name: 'Florida' }], 9),
  city: idle([{ id: 40, name: 'Miami' }], 40),
};

const filters: BookingWizardFilters = {
  fields: emptyFields,
  errors: {},
  onSelect: fn(),
  isSearching: false,
  noResults: false,
  onSearch: fn(),
};

// A local picture: stories never reach outside hosts.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#0f766e"/><circle cx="24" cy="19" r="8" fill="#ccfbf1"/><path d="M9 44c2-9 8-13 15-13s13 4 15 13z" fill="#ccfbf1"/></svg>',
)}`;

const providers: WizardProviderData[] = [
  {
    id: '17:location1',
    name: 'Dr. Maria Alvarez',
    businessName: 'Bayview Orthopedic Group',
    address: '1200 Brickell Ave, Miami, FL 33131',
    pictureUrl: picture,
    rating: 4.8,
    reviewCount: 126,
    distance: '2.41 km',
  },
  {
    id: '17:location2',
    name: 'Dr. Maria Alvarez',
    businessName: 'Bayview Orthopedic Group',
    address: '8950 SW 74th Ct, Suite 1500, Miami, FL 33156',
    pictureUrl: null,
    rating: 4.8,
    reviewCount: 126,
    distance: '14.02 km',
  },
  {
    id: '23:location1',
    name: 'Sunrise Spine & Wellness',
    businessName: 'Sunrise Spine & Wellness',
    address: '415 Ocean Dr, Miami Beach, FL 33139',
    pictureUrl: null,
    rating: null,
    reviewCount: 0,
    distance: null,
  },
];

const picker: SlotPickerProps = {
  date: '2026-11-24',
  minDate: '2026-11-21',
  onDateChange: fn(),
  slotsStatus: 'loaded',
  slots: [
    { label: '09:00 AM - 10:00 AM', available: false },
    { label: '10:00 AM - 11:00 AM', available: true },
    { label: '11:00 AM - 12:00 PM', available: true },
    { label: '01:00 PM - 02:00 PM', available: false },
    { label: '02:00 PM - 03:00 PM', available: true },
    { label: '03:00 PM - 04:00 PM', available: true },
  ],
  selectedSlot: null,
  onSelectSlot: fn(),
};

const schedule = {
  provider: { name: 'Dr. Maria Alvarez', address: '1200 Brickell Ave, Miami, FL 33131' },
  picker,
  canConfirm: false,
  isSubmitting: false,
  onConfirm: fn(),
};

const meta = {
  title: 'Screens/Customer/BookingWizardDialog',
  component: BookingWizardDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    step: 'filters',
    onBack: fn(),
    filters,
    providers: [],
    onChooseProvider: fn(),
    schedule: null,
  },
  argTypes: { step: { control: 'inline-radio', options: ['filters', 'providers', 'schedule'] } },
} satisfies Meta<typeof BookingWizardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

export const FiltersStep: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Book New Appointment');
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Select category/ })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(dialog.queryByText('No providers found')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Search Providers' }));
    await expect(args.filters.onSearch).toHaveBeenCalledOnce();
  },
};

export const FiltersSearching: Story = {
  args: { filters: { ...filters, fields: filledFields, isSearching: true } },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Book New Appointment');
    const search = dialog.getByRole('button', { name: /Search Providers/ });
    await expect(within(search).getByRole('status', { name: 'Working' })).toBeVisible();
    await userEvent.click(search);
    await expect(args.filters.onSearch).not.toHaveBeenCalled();
  },
};

export const FiltersValidationErrors: Story = {
  args: {
    filters: {
      ...filters,
      errors: {
        category: 'Category is required',
        subcategory: 'Subcategory is required',
        service: 'Service is required',
      },
    },
  },
  play: async () => {
    const dialog = await openDialog('Book New Appointment');
    for (const message of ['Category is required', 'Subcategory is required', 'Service is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
  },
};

export const FiltersNoResults: Story = {
  args: { filters: { ...filters, fields: filledFields, noResults: true } },
  play: async () => {
    const dialog = await openDialog('Book New Appointment');
    await expect(dialog.getByRole('status')).toHaveTextContent('No providers found');
    await expect(dialog.getByText('Try another service or location.')).toBeVisible();
  },
};

export const ProvidersStep: Story = {
  args: { step: 'providers', providers },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Select Provider');
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    const items = within(dialog.getByRole('list', { name: 'Providers' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const third = within(items[2] as HTMLElement);
    await expect(third.getByRole('heading', { name: 'Sunrise Spine & Wellness' })).toBeVisible();
    await expect(third.getByText('No ratings yet')).toBeVisible();
    // The picture stand-in: the title is no initial.
    await expect(within(items[1] as HTMLElement).getByText('MA')).toBeVisible();
    await expect(third.getByText('SW')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('4.8 (126 reviews)')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText('2.41 km')).toBeVisible();
    // One provider at two addresses: the buttons' names tell the two apart.
    await userEvent.click(
      dialog.getByRole('button', { name: 'Select Dr. Maria Alvarez, 8950 SW 74th Ct, Suite 1500, Miami, FL 33156' }),
    );
    await expect(args.onChooseProvider).toHaveBeenCalledWith('17:location2');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const ScheduleStep: Story = {
  args: { step: 'schedule', providers, schedule },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Schedule Appointment');
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await expect(dialog.getByText('1200 Brickell Ave, Miami, FL 33131')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /10:00 AM - 11:00 AM/ }));
    await expect(picker.onSelectSlot).toHaveBeenCalledWith('10:00 AM - 11:00 AM');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ScheduleReadyToConfirm: Story = {
  args: {
    step: 'schedule',
    providers,
    schedule: { ...schedule, picker: { ...picker, selectedSlot: '02:00 PM - 03:00 PM' }, canConfirm: true },
  },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Schedule Appointment');
    await expect(dialog.getByRole('radio', { name: /02:00 PM - 03:00 PM/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    await expect(args.schedule?.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ScheduleSubmitting: Story = {
  args: {
    step: 'schedule',
    providers,
    schedule: {
      ...schedule,
      picker: { ...picker, selectedSlot: '02:00 PM - 03:00 PM' },
      canConfirm: true,
      isSubmitting: true,
    },
  },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog('Schedule Appointment');
    await expect(dialog.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(dialog.getByRole('radio', { name: /10:00 AM - 11:00 AM/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Confirm Booking/ }));
    await expect(args.schedule?.onConfirm).not.toHaveBeenCalled();
  },
};

export const PhoneWidthProviders: Story = {
  args: { step: 'providers', providers },
  decorators: [withPhoneViewport],
  play: async () => {
    const dialog = await openDialog('Select Provider');
    await expect(dialog.getAllByRole('button', { name: /^Select / })).toHaveLength(3);
  },
};

export const PhoneWidthSchedule: Story = {
  args: {
    step: 'schedule',
    providers,
    schedule: { ...schedule, picker: { ...picker, selectedSlot: '02:00 PM - 03:00 PM' }, canConfirm: true },
  },
  decorators: [withPhoneViewport],
  play: async () => {
    const dialog = await openDialog('Schedule Appointment');
    const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm).toBeEnabled();
    // One footer row: Back and Confirm Booking side by side, Cancel left to the close button.
    const back = dialog.getByRole('button', { name: 'Back' });
    await expect(back.getBoundingClientRect().top).toBe(confirm.getBoundingClientRect().top);
    await expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};
