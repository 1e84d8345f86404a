import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { providerPhoto } from '../storyFixtures';
import { type ProviderProfileData, ProviderProfileDialog } from './ProviderProfileDialog';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const lopez: ProviderProfileData = {
  name: 'Dr. Maria Lopez',
  businessName: 'Brickell Orthopedic Group',
  pictureUrl: providerPhoto,
  rating: 4.6,
  reviewCount: 128,
  phone: '(305) 555-0142',
  email: 'maria.lopez@brickell-ortho.example',
  website: 'brickell-ortho.example',
  address: '1200 Brickell Ave, Suite 400, Miami, FL 33131',
  experience: '15 years in orthopedic surgery and sports injury rehabilitation.',
  education: 'MD, University of Miami Miller School of Medicine; Residency, Jackson Memorial Hospital.',
  bio: 'Dr. Lopez treats fractures, sprains and joint injuries after road and workplace accidents, and works closely with physical therapists on recovery plans.',
  hours: weekdays.map((day) => ({
    day,
    label: day === 'Saturday' ? '10:00 AM - 02:00 PM' : day === 'Sunday' ? 'Closed' : '09:00 AM - 05:00 PM',
  })),
};

const sparse: ProviderProfileData = {
  name: 'James Okafor',
  businessName: '',
  pictureUrl: null,
  rating: null,
  reviewCount: 0,
  phone: null,
  email: null,
  website: null,
  address: '88 SW 7th St, Miami, FL 33130',
  experience: '',
  education: '',
  bio: '',
  hours: [],
};

const meta = {
  title: 'Screens/Customer/ProviderProfileDialog',
  component: ProviderProfileDialog,
  args: { isOpen: true, onOpenChange: fn(), provider: lopez, onBook: fn() },
} satisfies Meta<typeof ProviderProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

export const FullProfile: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.getByText('Brickell Orthopedic Group')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    await expect(dialog.getByText('(128 reviews)')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:3055550142');
    await expect(dialog.getByRole('link', { name: 'brickell-ortho.example' })).toHaveAttribute(
      'href',
      'https://brickell-ortho.example',
    );
    for (const heading of ['Contact', 'Opening hours', 'Experience', 'Education', 'About']) {
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    }

    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(args.onBook).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SparseProfile: Story = {
  args: { provider: sparse },
  play: async () => {
    const dialog = await dialogNamed('James Okafor');
    await expect(dialog.getByText('No ratings yet')).toBeVisible();
    // Phone, e-mail, website, hours, experience, education and bio.
    await expect(dialog.getAllByText('Not provided')).toHaveLength(7);
    await expect(dialog.queryByRole('link')).toBeNull();
  },
};

export const WithoutBookButton: Story = {
  args: { onBook: undefined },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.queryByRole('button', { name: 'Book Appointment' })).toBeNull();
  },
};

export const NoProviderRendersNothing: Story = {
  args: { provider: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneViewport],
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.getByRole('button', { name: 'Book Appointment' })).toBeVisible();
    // The address breaks after its '@', never inside the domain at its hyphen.
    const local = dialog.getByText('maria.lopez@', { selector: 'span' }).getBoundingClientRect();
    const domain = dialog.getByText('brickell-ortho.example', { selector: 'span' }).getBoundingClientRect();
    await expect(domain.height).toBe(local.height);
  },
};
