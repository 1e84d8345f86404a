import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { miamiLocation } from '../storyFixtures';
import { LocationsStep, type LocationValues } from './LocationsStep';

const blank: LocationValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: null,
  zipCode: '',
  googleMyBusinessLink: '',
};

const tampa: LocationValues = {
  addressLine1: '400 N Tampa St',
  addressLine2: '',
  city: 'Tampa',
  state: 'FL',
  zipCode: '33602',
  googleMyBusinessLink: '',
};

const meta = {
  title: 'Screens/ProviderSignUp/LocationsStep',
  component: LocationsStep,
  parameters: { layout: 'fullscreen' },
  args: {
    businessName: 'Reyes Physio',
    numberOfLocations: '1',
    locations: [blank],
    onBusinessNameChange: fn(),
    onNumberOfLocationsChange: fn(),
    onLocationChange: fn(),
    onAddLocation: fn(),
    onRemoveLocation: fn(),
    onBack: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LocationsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneLocation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Business Locations' })).toBeVisible();
    await expect(canvas.getByText('Basic Info').closest('li')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Locations').closest('li')).toHaveAttribute('aria-current', 'step');
    // One location cannot be removed.
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP Code/ }), '3');
    await expect(args.onLocationChange).toHaveBeenCalledWith(0, 'zipCode', '3');
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'FL' }));
    await expect(args.onLocationChange).toHaveBeenCalledWith(0, 'state', 'FL');
    await userEvent.click(canvas.getByRole('radio', { name: 'More than 2' }));
    await expect(args.onNumberOfLocationsChange).toHaveBeenCalledWith('More than 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add another location' }));
    await expect(args.onAddLocation).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const ManyLocations: Story = {
  args: { numberOfLocations: '2', locations: [miamiLocation, tampa, blank] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Location 1',
      'Location 2',
      'Location 3',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Location 2' }));
    await expect(args.onRemoveLocation).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ValidationMessages: Story = {
  args: {
    businessName: '',
    locations: [blank, { ...tampa, zipCode: '3360' }],
    errors: {
      businessName: 'Business name is required',
      locations: [
        {
          addressLine1: 'Address is required',
          city: 'City is required',
          state: 'State is required',
          zipCode: 'ZIP code is required',
        },
        { zipCode: 'Invalid ZIP code format' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Business Name/ })).toHaveAccessibleDescription(
      'Business name is required',
    );
    for (const message of ['Address is required', 'City is required', 'State is required', 'ZIP code is required']) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    const second = canvas.getByRole('region', { name: 'Location 2' });
    await expect(within(second).getByRole('textbox', { name: /ZIP Code/ })).toHaveAccessibleDescription(
      '5 digits. Invalid ZIP code format',
    );
  },
};

export const ZipCodeRefusedByServer: Story = {
  args: {
    locations: [{ ...miamiLocation, state: 'GA' }],
    errors: { locations: [{ zipCode: 'ZIP code 33145 is in FL, not GA.' }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /ZIP Code/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('ZIP code 33145 is in FL, not GA.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { locations: [miamiLocation], isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  args: { numberOfLocations: '2', locations: [miamiLocation, tampa] },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
