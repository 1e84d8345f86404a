import type { DayHours } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { BusinessProfile, type BusinessProfileData } from './BusinessProfile';

const open: DayHours = { open: '09:00', close: '17:00', isClosed: false };
const closed: DayHours = { open: '09:00', close: '17:00', isClosed: true };
const options = [
  { id: 4, name: 'Cardiology' },
  { id: 5, name: 'Dermatology' },
  { id: 7, name: 'Neurology' },
  { id: 6, name: 'Orthopedics' },
  { id: 8, name: 'Physical Therapy' },
];

const biscayne: BusinessProfileData = {
  businessName: 'Biscayne Orthopedic Center',
  website: 'https://biscayneortho.example',
  phone: '+1 (305) 555-0101',
  email: 'care@biscayneortho.example',
  description:
    'Board-certified orthopedic surgeon focused on sports and accident injuries of the knee, shoulder and spine.',
  experience: '15 years in orthopedic surgery and sports injury rehabilitation.',
  education: '',
  logoUrl: null,
  videoUrl: '',
  locations: [
    {
      id: 1,
      address: '1200 Biscayne Blvd, Miami, FL 33101',
      lat: 25.7889,
      long: -80.188,
      specialty: 'Medical › Specialists',
      hours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: open,
        sunday: open,
      },
      services: [
        { id: 6, name: 'Orthopedics' },
        { id: 8, name: 'Physical Therapy' },
      ],
      serviceOptions: options,
    },
    {
      id: 31,
      address: '2550 Douglas Rd, Coral Gables, FL 33134',
      lat: 25.747,
      long: -80.257,
      specialty: 'Medical › Specialists',
      hours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: { open: '09:00', close: '13:00', isClosed: false },
        saturday: closed,
        sunday: closed,
      },
      services: [{ id: 6, name: 'Orthopedics' }],
      serviceOptions: options,
    },
  ],
};

const oneLocation: BusinessProfileData = { ...biscayne, locations: biscayne.locations.slice(0, 1) };

const logo =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='120' height='120'><rect width='120' height='120' fill='%231d4ed8'/><text x='60' y='72' font-family='sans-serif' font-size='36' fill='white' text-anchor='middle'>BOC</text></svg>";
/** Tiles drawn in place of a tile server's, so the story needs no network. */
const tiles =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='256' height='256'><rect width='256' height='256' fill='%23eef2f7' stroke='%23cbd5e1'/><path d='M0 128H256M128 0V256' stroke='%23ffffff' stroke-width='10'/><text x='12' y='24' font-family='sans-serif' font-size='12' fill='%2394a3b8'>{z}/{x}/{y}</text></svg>";

const reviews = {
  status: 'loaded' as const,
  onRetry: fn(),
  rating: 4.8,
  reviewCount: 126,
  reviews: [
    {
      id: 2,
      author: 'Dana R.',
      rating: 5,
      text: 'Clear advice after my car accident.',
      date: 'November 20, 2026',
      dateTime: '2026-11-20',
      verified: true,
    },
    {
      id: 1,
      author: 'Maria G.',
      rating: 4,
      text: 'Professional and thorough.',
      date: 'October 2, 2026',
      dateTime: '2026-10-02',
      verified: false,
    },
  ],
};

const meta = {
  title: 'Screens/Provider/BusinessProfile',
  component: BusinessProfile,
  args: {
    status: 'loaded',
    onRetry: fn(),
    mode: 'view',
    profile: oneLocation,
    hasUnsavedChanges: false,
    errors: {},
    isSaving: false,
    isUploadingLogo: false,
    outsideHours: [],
    onDismissOutsideHours: fn(),
    mapTileUrl: null,
    reviews,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onFieldChange: fn(),
    onHoursChange: fn(),
    onAddService: fn(),
    onRemoveService: fn(),
    onLogoChoose: fn(),
    onLogoRemove: fn(),
    onAddLocation: fn(),
    onEditLocation: fn(),
    onRemoveLocation: fn(),
  },
} satisfies Meta<typeof BusinessProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your business profile' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', profile: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ViewMode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const basics = within(canvas.getByRole('region', { name: 'Basic information' }));
    await expect(basics.getByText('Biscayne Orthopedic Center')).toBeVisible();
    await expect(basics.getByRole('link', { name: 'https://biscayneortho.example' })).toBeVisible();
    await expect(basics.getByText('15 years in orthopedic surgery and sports injury rehabilitation.')).toBeVisible();
    // Without map tiles: the address and a link, no developer note.
    await expect(canvas.getByRole('link', { name: 'View on OpenStreetMap' })).toBeVisible();
    await expect(canvas.queryByText(/MAP_TILE_URL/)).toBeNull();
    // One location cannot be removed; it can move, and another can be added.
    await expect(canvas.queryByRole('button', { name: /^Remove 1200/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Change address of 1200 Biscayne Blvd, Miami, FL 33101' }),
    );
    await expect(args.onEditLocation).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add location' }));
    await expect(args.onAddLocation).toHaveBeenCalledOnce();
    const hours = within(canvas.getByRole('region', { name: 'Business Hours' }));
    await expect(hours.getAllByText('09:00 AM - 05:00 PM')).toHaveLength(7);
    await expect(canvas.getByText('No video introduction yet.')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Customer Reviews' })).getByText('Dana R.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ViewWithLogoVideoMapAndTwoLocations: Story = {
  args: {
    profile: { ...biscayne, logoUrl: logo, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    mapTileUrl: tiles,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Logo of Biscayne Orthopedic Center' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Map of 1200 Biscayne Blvd/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play the video from YouTube' })).toBeVisible();
    const hours = within(canvas.getByRole('region', { name: 'Business Hours' }));
    await expect(hours.getByRole('heading', { name: '2550 Douglas Rd, Coral Gables, FL 33134' })).toBeVisible();
    await expect(hours.getAllByText('Closed')).toHaveLength(2);
  },
};

export const RemoveOneOfTwoLocations: Story = {
  args: { profile: biscayne },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2550 Douglas Rd, Coral Gables, FL 33134' }));
    await expect(args.onRemoveLocation).toHaveBeenCalledWith(31);
  },
};

export const EditMode: Story = {
  args: { mode: 'edit' },
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /Business name/ });
    await userEvent.type(name, '!');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('businessName', 'Biscayne Orthopedic Center!');
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Closed' })[6] as HTMLElement);
    await expect(args.onHoursChange).toHaveBeenCalledWith(1, 'sunday', {
      open: '09:00',
      close: '17:00',
      isClosed: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Physical Therapy' }));
    await expect(args.onRemoveService).toHaveBeenCalledWith(1, 8);
    await userEvent.click(canvas.getByRole('button', { name: /Add a service/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Neurology' }));
    await expect(args.onAddService).toHaveBeenCalledWith(1, 7);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const EditWithEveryValidationMessage: Story = {
  args: {
    mode: 'edit',
    profile: {
      ...oneLocation,
      businessName: '',
      email: 'care@nowhere',
      phone: '555',
      website: 'biscayne ortho',
      videoUrl: 'https://example.com/clip.mp4',
      locations: [
        {
          ...biscayne.locations[0],
          hours: {
            ...(biscayne.locations[0]?.hours ?? {}),
            monday: { open: '17:00', close: '09:00', isClosed: false },
          },
          services: [],
        } as BusinessProfileData['locations'][number],
      ],
    },
    errors: {
      businessName: 'Business name is required',
      email: 'Email format is invalid',
      phone: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
      website: 'Enter the website as a web address, e.g. www.example.com.',
      videoUrl: 'The video link must be a YouTube or Vimeo link.',
      locations: {
        1: {
          hours: { monday: 'closing time must be at least an hour after opening time.' },
          services: 'Choose at least one service.',
        },
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    for (const message of [
      'Business name is required',
      'Email format is invalid',
      'The video link must be a YouTube or Vimeo link.',
      'Monday: closing time must be at least an hour after opening time.',
      'Choose at least one service.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: /Business name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Only YouTube and Vimeo links can be previewed.')).toBeVisible();
    // A save refused with these messages leaves focus on the first field in error.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    const businessName = canvas.getByRole('textbox', { name: /Business name/ });
    await waitFor(() => expect(businessName).toHaveFocus());
    // Focus scrolls the long page; left there, the screenshot would not hold still.
    businessName.blur();
    window.scrollTo(0, 0);
  },
};

export const UploadLogoOpensTheFileDialog: Story = {
  args: { mode: 'edit' },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The logo has a file input behind its button.');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, logo);
    await expect(args.onLogoChoose).toHaveBeenCalledWith(logo);

    const dialogOpened = fn();
    // The browser opens its file dialog on the input's click; the story only records it.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      dialogOpened();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Upload logo' }));
    await expect(dialogOpened).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save Changes/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const UploadingLogo: Story = {
  args: { mode: 'edit', isUploadingLogo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Upload logo/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

export const UnsavedChangesAfterCancel: Story = {
  args: { hasUnsavedChanges: true, profile: { ...oneLocation, businessName: 'Biscayne Ortho (draft)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('These changes are not saved yet.')).toBeVisible();
    await expect(canvas.getByText('Biscayne Ortho (draft)')).toBeVisible();
  },
};

export const SavedWithAppointmentsOutsideNewHours: Story = {
  args: {
    outsideHours: [
      {
        bookingId: 'BK-A',
        date: '2026-11-30',
        slot: '09:00 AM - 10:00 AM',
        address: '1200 Biscayne Blvd, Miami, FL 33101',
        customerName: 'Robin Booker',
      },
      {
        bookingId: 'BK-B',
        date: '2026-11-30',
        slot: '04:00 PM - 05:00 PM',
        address: '1200 Biscayne Blvd, Miami, FL 33101',
        customerName: 'Casey Customer',
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: '2 booked appointments are now outside your hours' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^November 30, 2026, 09:00 AM - 10:00 AM/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissOutsideHours).toHaveBeenCalledOnce();
  },
};

export const NoReviewsYet: Story = {
  args: { reviews: { ...reviews, reviews: [], rating: null, reviewCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};

export const PhoneWidthView: Story = {
  args: { profile: biscayne },
  decorators: [withPhoneFrame],
};

export const PhoneWidthEdit: Story = {
  args: { mode: 'edit' },
  decorators: [withPhoneFrame],
};

export const SaveReturnsFocusToEditProfile: Story = {
  args: { mode: 'edit' },
  render: function Render(args) {
    const [mode, setMode] = useState(args.mode);
    return (
      <BusinessProfile
        {...args}
        mode={mode}
        onSave={() => {
          args.onSave();
          setMode('view');
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    // The pressed button is gone with the form: focus is on Edit Profile in its place, not the body.
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  },
};
