import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import type { CustomerEventView } from '../../ProviderBilling/CustomerEvents/EventList';
import { businessLogo, providerPhoto } from '../storyFixtures';
import { type ProviderProfileData, ProviderProfileDialog } from './ProviderProfileDialog';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const lopez: ProviderProfileData = {
  name: 'Dr. Maria Lopez',
  businessName: 'Brickell Orthopedic Group',
  pictureUrl: providerPhoto,
  rating: 4.6,
  reviewCount: 128,
  phone: '+13055550142',
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
    await expect(dialog.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
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
      await userEvent.click(dialog.getByRole('link', { name: '+1 (305) 555-0142' }));
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

const lopezEvents: CustomerEventView[] = [
  {
    id: 'e1',
    title: 'Back pain workshop',
    description: 'Exercises after a car accident, with time for questions.',
    when: 'December 5, 2026 at 6:00 PM',
    location: '1200 Brickell Ave, Miami',
    host: null,
    seats: '4 of 20 seats taken',
    isFull: false,
    fee: 'Free',
    registered: false,
  },
  {
    id: 'e2',
    title: 'Knee care evening',
    description: 'What to do in the weeks after a knee injury.',
    when: 'December 10, 2026 at 6:30 PM',
    location: '1200 Brickell Ave, Miami',
    host: null,
    seats: '12 of 12 seats taken',
    isFull: true,
    fee: 'Free',
    registered: false,
  },
  {
    id: 'e3',
    title: 'Recovery yoga',
    description: 'Gentle yoga for recovery.',
    when: 'December 12, 2026 at 9:00 AM',
    location: 'Bayfront Park, Miami',
    host: null,
    seats: '3 of 15 seats taken',
    isFull: false,
    fee: '$25',
    registered: true,
  },
];

const events = {
  status: 'loaded' as const,
  onRetry: fn(),
  events: lopezEvents,
  pendingEventId: null,
  onRegister: fn(),
  onCancel: fn(),
  message: null,
};

/** The dialog scrolls inside; its screenshot shows the events section. */
const eventsSection = async (dialogName = 'Dr. Maria Lopez') => {
  const dialog = await dialogNamed(dialogName);
  const heading = dialog.getByRole('heading', { name: 'Upcoming events' });
  heading.scrollIntoView({ block: 'start' });
  return within(heading.closest('section') as HTMLElement);
};

export const UpcomingEventsToRegisterFor: Story = {
  args: { events },
  play: async ({ userEvent, args }) => {
    const section = await eventsSection();
    await userEvent.click(
      within(section.getByRole('listitem', { name: 'Back pain workshop' })).getByRole('button', { name: 'Register' }),
    );
    await expect(args.events?.onRegister).toHaveBeenCalledWith('e1');
    await expect(
      within(section.getByRole('listitem', { name: 'Knee care evening' })).getByRole('button', { name: 'Full' }),
    ).toBeDisabled();
    const yoga = within(section.getByRole('listitem', { name: 'Recovery yoga' }));
    await expect(yoga.getByText('Registered')).toBeVisible();
    await expect(yoga.getByText('3 of 15 seats taken · $25')).toBeVisible();
    await userEvent.click(yoga.getByRole('button', { name: 'Cancel registration' }));
    await expect(args.events?.onCancel).toHaveBeenCalledWith('e3');
  },
};

export const UpcomingEventRegistering: Story = {
  args: {
    events: {
      ...events,
      pendingEventId: 'e1',
      message: { tone: 'positive', text: 'You are registered for "Recovery yoga".' },
    },
  },
  play: async ({ userEvent, args }) => {
    const section = await eventsSection();
    await expect(section.getByText('You are registered for "Recovery yoga".')).toHaveAttribute('role', 'status');
    const workshop = within(section.getByRole('listitem', { name: 'Back pain workshop' }));
    await expect(workshop.getByRole('status', { name: 'Working' })).toBeVisible();
    await userEvent.click(workshop.getByRole('button', { name: /Register/ }));
    await expect(args.events?.onRegister).not.toHaveBeenCalled();
  },
};

export const UpcomingEventsLoading: Story = {
  args: { events: { ...events, status: 'loading', events: [] } },
  play: async () => {
    const section = await eventsSection();
    await expect(section.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
  },
};

export const UpcomingEventsFailed: Story = {
  args: { events: { ...events, status: 'failed', events: [] } },
  play: async ({ userEvent, args }) => {
    const section = await eventsSection();
    await expect(section.getByText('We could not load the events.')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    await expect(args.events?.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoUpcomingEvents: Story = {
  args: { events: { ...events, events: [] } },
  play: async () => {
    const section = await eventsSection();
    await expect(section.getByText('No upcoming events from this provider.')).toBeVisible();
  },
};

export const PhoneWidthUpcomingEvents: Story = {
  args: { events },
  decorators: [withPhoneViewport],
  play: async () => {
    const section = await eventsSection();
    await expect(section.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

const withLogoAndVideo: ProviderProfileData = {
  ...lopez,
  pictureUrl: businessLogo,
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

/** The logo is the picture and the video waits behind a poster: nothing loads from YouTube before the click. */
export const LogoAndVideoIntroduction: Story = {
  args: { provider: withLogoAndVideo },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.getByRole('heading', { name: 'Video introduction' })).toBeVisible();
    const play = dialog.getByRole('button', { name: 'Play the video from YouTube' });
    await expect(play).toBeVisible();
    await expect(document.querySelector('iframe')).toBeNull();
    await expect(document.querySelector(`img[src="${businessLogo}"]`)).not.toBeNull();
    // The screenshot shows the poster, below the fold of the dialog's body.
    play.scrollIntoView({ block: 'center' });
  },
};

export const PhoneWidthLogoAndVideo: Story = {
  decorators: [withPhoneViewport],
  args: { provider: { ...withLogoAndVideo, videoUrl: 'https://vimeo.com/76979871' } },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    const play = dialog.getByRole('button', { name: 'Play the video from Vimeo' });
    await expect(play).toBeVisible();
    await expect(document.querySelector('iframe')).toBeNull();
    play.scrollIntoView({ block: 'center' });
  },
};

/** A link that is neither YouTube nor Vimeo is not offered to customers. */
export const VideoLinkNotEmbeddableIsLeftOut: Story = {
  args: { provider: { ...lopez, videoUrl: 'https://example.com/clip.mp4' } },
  play: async () => {
    const dialog = await dialogNamed('Dr. Maria Lopez');
    await expect(dialog.queryByRole('heading', { name: 'Video introduction' })).toBeNull();
  },
};
