import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { businessLogo, providerPhoto } from '../storyFixtures';
import type { ProviderCardData } from './ProviderCard';
import { ProviderResults } from './ProviderResults';

const lopez: ProviderCardData = {
  id: '101',
  name: 'Dr. Maria Lopez',
  businessName: 'Brickell Orthopedic Group',
  pictureUrl: providerPhoto,
  address: '1200 Brickell Ave, Suite 400, Miami, FL 33131',
  rating: 4.6,
  reviewCount: 128,
  distance: '3.42 km',
  todayHours: '09:00 AM - 05:00 PM',
  services: ['Orthopedics', 'Sports injuries', 'Physical Therapy', 'Fracture care', 'Joint replacement'],
  isVerified: true,
};

const okafor: ProviderCardData = {
  id: '102',
  name: 'James Okafor',
  businessName: 'Okafor Injury Law',
  pictureUrl: null,
  address: '88 SW 7th St, Miami, FL 33130',
  rating: null,
  reviewCount: 0,
  distance: null,
  todayHours: 'Closed',
  services: ['Personal injury'],
};

const chen: ProviderCardData = {
  id: '103',
  name: 'Dr. Wei Chen',
  businessName: '',
  pictureUrl: null,
  address: '455 Coral Way, Coral Gables, FL 33134',
  rating: 3.2,
  reviewCount: 1,
  distance: '11.08 km',
  todayHours: '10:00 AM - 02:00 PM',
  services: [],
};

const meta = {
  title: 'Screens/Customer/ProviderResults',
  component: ProviderResults,
  args: {
    status: 'done',
    providers: [lopez, okafor, chen],
    total: { count: 3, exact: true },
    sort: 'best_rated',
    onSortChange: fn(),
    hasMore: false,
    isLoadingMore: false,
    onShowMore: fn(),
    onViewProfile: fn(),
    onBook: fn(),
  },
} satisfies Meta<typeof ProviderResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IdleShowsNothing: Story = {
  args: { status: 'idle', providers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const Searching: Story = {
  args: { status: 'searching', providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching providers' })).toBeVisible();
  },
};

export const NoProvidersFound: Story = {
  args: { providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No providers found')).toBeVisible();
  },
};

export const SeveralProviders: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(canvas.getByText('3 providers', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Best rated' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'View Profile of James Okafor' }));
    await expect(args.onViewProfile).toHaveBeenCalledWith('102');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment with Dr. Maria Lopez' }));
    await expect(args.onBook).toHaveBeenCalledWith('101');
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const RatingDistanceAndHours: Story = {
  play: async ({ canvas }) => {
    const [withAll, withNothing, single] = canvas.getAllByRole('article');
    if (!withAll || !withNothing || !single) throw new Error('three cards expected');
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    await expect(withAll).toHaveTextContent('(128 reviews)');
    await expect(withAll).toHaveTextContent('3.42 km away');
    await expect(withAll).toHaveTextContent('Today: 09:00 AM - 05:00 PM');
    await expect(withAll).toHaveTextContent('+1 more');
    await expect(within(withAll).getByText('Verified')).toBeVisible();
    await expect(within(withNothing).queryByText('Verified')).toBeNull();

    await expect(withNothing).toHaveTextContent('No ratings yet');
    await expect(withNothing).toHaveTextContent('Today: Closed');
    await expect(withNothing).not.toHaveTextContent('km');

    await expect(single).toHaveTextContent('(1 review)');
  },
};

export const RatedWithoutReviews: Story = {
  args: { providers: [{ ...chen, rating: 4, reviewCount: 0 }], total: { count: 1, exact: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 provider', { exact: true })).toBeVisible();
    await expect(canvas.getByText('(0 reviews)')).toBeVisible();
  },
};

export const BrokenPhotoShowsDummy: Story = {
  args: { providers: [{ ...lopez, pictureUrl: '/missing-provider-photo.png' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const SponsoredFirst: Story = {
  args: {
    providers: [
      {
        ...okafor,
        sponsored: {
          note: 'This provider paid to be listed first in ZIP code 33130. It is not a recommendation.',
          infoHref: '/pages/about-sponsored-listings',
        },
      },
      lopez,
    ],
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(within(first as HTMLElement).getByText('Sponsored', { exact: true })).toBeVisible();
    await expect(within(first as HTMLElement).getByRole('link', { name: 'About sponsored listings' })).toHaveAttribute(
      'href',
      '/pages/about-sponsored-listings',
    );
    await expect(within(second as HTMLElement).queryByText('Sponsored', { exact: true })).toBeNull();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};

/** A business with a logo shows it as the card's picture (the photo only where there is no logo). */
export const BusinessLogoAsPicture: Story = {
  args: { providers: [{ ...lopez, pictureUrl: businessLogo }, okafor] },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('article');
    await expect((first as HTMLElement).querySelector('img')).toHaveAttribute('src', businessLogo);
  },
};

/** The first page of a big directory: the total is the server's estimate, and more pages follow. */
export const FirstPageOfMany: Story = {
  args: { total: { count: 12_000, exact: false }, hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('about 12,000 providers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/** 'Show more' pressed: the button waits for the next page, the cards shown stay. */
export const LoadingMore: Story = {
  args: { total: { count: 124, exact: true }, hasMore: true, isLoadingMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('124 providers')).toBeVisible();
    const more = canvas.getByRole('button', { name: /Show more/ });
    await expect(more).toHaveAttribute('data-pending', 'true');
    await userEvent.click(more);
    await expect(args.onShowMore).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** Sorted nearest first: the cards show their distances in rising order. */
export const SortedByDistance: Story = {
  args: {
    sort: 'nearest',
    providers: [lopez, { ...chen, distance: '11.08 km' }, { ...okafor, distance: '14.90 km' }],
    total: { count: 124, exact: true },
    hasMore: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Nearest' })).toBeChecked();
    const [first, , last] = canvas.getAllByRole('article');
    await expect(first).toHaveTextContent('3.42 km away');
    await expect(last).toHaveTextContent('14.90 km away');
    await userEvent.click(canvas.getByText('Best rated'));
    await expect(args.onSortChange).toHaveBeenCalledWith('best_rated');
  },
};

export const SortedByDistancePhone: Story = {
  ...SortedByDistance,
  play: undefined,
  decorators: [withPhoneFrame],
};
