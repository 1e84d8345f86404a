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

const reviews = {
  status: 'loaded' as const,
  onRetry: fn(),
  rating: 4.6,
  reviewCount: 128,
  reviews: [
    {
      id: 9,
      author: 'Dana R.',
      rating: 5,
      text: 'Clear advice after my car accident, and a follow-up call the next day.',
      date: 'November 20, 2026',
      dateTime: '2026-11-20',
      verified: true,
    },
    {
      id: 8,
      author: 'Luis F.',
      rating: 4,
      text: 'Professional and thorough.',
      date: 'October 2, 2026',
      dateTime: '2026-10-02',
      verified: false,
    },
  ],
};

export const WithReviewsAndDirections: Story = {
  args: { provider: { ...lopez, coordinates: { lat: 25.7617, long: -80.1918 } }, reviews },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=25.7617%2C-80.1918',
    );
    await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(dialog.getByText('Dana R.')).toBeVisible();
  },
};

export const ReviewsLoading: Story = {
  args: { reviews: { ...reviews, status: 'loading' } },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
  },
};

export const FollowingContactLinksIsReported: Story = {
  args: { onContact: fn(), reviews: { ...reviews, reviews: [], rating: null, reviewCount: 0 } },
  play: async ({ userEvent, args }) => {
    // The links would leave the story; the click is still reported.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, { capture: true });
    try {
      const dialog = await dialogNamed('Dr. Maria Lopez');
      await userEvent.click(dialog.getByRole('link', { name: '(305) 555-0142' }));
      await userEvent.click(dialog.getByRole('link', { name: 'brickell-ortho.example' }));
      await userEvent.click(dialog.getByRole('link', { name: 'Get directions' }));
      await expect(args.onContact).toHaveBeenNthCalledWith(1, 'phone');
      await expect(args.onContact).toHaveBeenNthCalledWith(2, 'website');
      await expect(args.onContact).toHaveBeenNthCalledWith(3, 'directions');
      await expect(dialog.getByText('No reviews yet.')).toBeVisible();
    } finally {
      document.removeEventListener('click', stay, { capture: true });
    }
  },
};

export const SparseProfile: Story = {
  args: { provider: sparse },
  play: async () => {
    const dialog = await dialogNamed('James Okafor');
    await expect(dialog.getByText('No ratings yet')).toBeVisible();
    // Phone, e-mail, website, hours, experience, education and bio.
    await expect(dialog.getAllByText('Not provided')).toHaveLength(7);
    // Only the address has a link: its directions.
    await expect(dialog.getAllByRole('link').map((link) => link.textContent)).toEqual(['Get directions']);
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
