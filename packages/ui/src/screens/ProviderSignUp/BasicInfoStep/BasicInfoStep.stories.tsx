import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { medicalSpecialty } from '../storyFixtures';
import { BasicInfoStep, type BasicInfoValues } from './BasicInfoStep';

const empty: BasicInfoValues = {
  firstName: '',
  lastName: '',
  businessName: '',
  country: null,
  categoryId: null,
  subcategoryId: null,
  serviceId: null,
  phone: '',
  email: '',
};

const filled: BasicInfoValues = {
  firstName: 'Ana',
  lastName: 'Reyes',
  businessName: 'Reyes Physio',
  country: 'United States',
  categoryId: 1,
  subcategoryId: 5,
  serviceId: 6,
  phone: '(305) 555-0142',
  email: 'ana@reyesphysio.example',
};

const noLists = {
  category: medicalSpecialty.category,
  subcategory: { options: [], isLoading: false },
  service: { options: [], isLoading: false },
};

const meta = {
  title: 'Screens/ProviderSignUp/BasicInfoStep',
  component: BasicInfoStep,
  parameters: { layout: 'fullscreen' },
  args: {
    values: empty,
    specialty: noLists,
    renderLink: renderStoryLink,
    onTextChange: fn(),
    onCountryChange: fn(),
    onSpecialtyChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BasicInfoStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Basic Information' })).toBeVisible();
    const progress = canvas.getByRole('list', { name: 'Registration progress' });
    await expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Basic Info', '2Locations', '3Subscription']);
    await expect(within(progress).getByText('Basic Info').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#providerLogin');

    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'A');
    await expect(args.onTextChange).toHaveBeenCalledWith('firstName', 'A');
    // Subcategory waits for a category, Service for a subcategory.
    await expect(canvas.getByRole('button', { name: /Subcategory/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Service/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Medical' }));
    await expect(args.onSpecialtyChange).toHaveBeenCalledWith('category', 1);
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Canada' }));
    await expect(args.onCountryChange).toHaveBeenCalledWith('Canada');
  },
};

export const AllRequiredMessages: Story = {
  args: {
    errors: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      businessName: 'Business name is required',
      country: 'Country is required',
      category: 'Category is required',
      subcategory: 'Subcategory is required',
      service: 'Service is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Last name is required',
      'Business name is required',
      'Country is required',
      'Category is required',
      'Subcategory is required',
      'Service is required',
      'Phone number is required',
      'Email is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const EmailFormatInvalid: Story = {
  args: {
    values: { ...filled, email: 'ana@reyes' },
    specialty: medicalSpecialty,
    errors: { email: 'Email format is invalid' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toHaveAccessibleDescription(
      'Email format is invalid',
    );
  },
};

export const SubcategoriesLoading: Story = {
  args: {
    values: { ...empty, categoryId: 1 },
    specialty: { ...noLists, subcategory: { options: [], isLoading: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Subcategory' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { values: filled, specialty: medicalSpecialty },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: /Orthopedics/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next - Verify Email' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const VerifiedEmailIsKept: Story = {
  args: { values: filled, specialty: medicalSpecialty, isEmailVerified: true },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await expect(email).toBeDisabled();
    await expect(email).toHaveAccessibleDescription('Verified. This is the address you sign in with.');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const SendingCode: Story = {
  args: { values: filled, specialty: medicalSpecialty, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Next - Verify Email/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { values: filled, specialty: medicalSpecialty },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
