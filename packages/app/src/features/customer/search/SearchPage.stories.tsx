import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { bookingFlowStory } from '../booking/booking-flow-story';
import {
  body,
  chooseOrthopedicsInMiami,
  expectToastAndClose,
  pickSlot,
  slotRadio,
  typeDate,
} from '../booking/booking-story-steps';
import { carter, lopez, nguyen, storyCustomer } from '../booking/fake-booking-logic';
import SearchPage from './SearchPage';

const { booking, meta: flowMeta } = bookingFlowStory();

const meta = {
  title: 'Flows/Customer/SearchPage',
  component: SearchPage,
  ...flowMeta,
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Fills the six dropdowns, searches and waits for the cards. */
async function searchOrthopedics({ canvas, userEvent }: PlayContext, service = 'Orthopedics') {
  await expect(await canvas.findByRole('heading', { name: 'Find a service' })).toBeVisible();
  await chooseOrthopedicsInMiami(service);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await expect(await canvas.findByRole('heading', { name: 'Search results' })).toBeVisible();
}

const card = (canvas: PlayContext['canvas'], name: string, address: string) => {
  const match = canvas
    .getAllByRole('article', { name })
    .find((article) => within(article).queryByText(address) !== null);
  if (!match) throw new Error(`No card for ${name} at ${address}`);
  return match;
};

export const SearchWithoutFieldsShowsToast: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Find a service' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));

    const toast = await body().findByRole('alertdialog', { name: 'Select all fields for search!!' });
    await expect(toast).toHaveAttribute('data-tone', 'critical');
    for (const message of ['Category is required', 'Subcategory is required', 'Service is required']) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    // The first field in error that can take focus (Sub Category waits for a category).
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Select category/ })).toHaveFocus());
    await expect(booking.requests.findProviders).not.toHaveBeenCalled();
  },
};

export const SearchListsEachLocation: Story = {
  play: async (context) => {
    await searchOrthopedics(context);
    const { canvas } = context;
    await expect(booking.requests.findProviders).toHaveBeenCalledWith({
      category_id: 1,
      speciality_group_id: 2,
      speciality_id: 3,
      country_id: 1,
      state_id: 10,
      city: 'Miami',
    });
    // Three providers; Lopez's two locations are two cards; Nguyen has no zipcode but the search still lists her.
    await expect(canvas.getByText('3 providers', { exact: true })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    const downtown = card(canvas, lopez.name, lopez.downtown);
    await expect(within(downtown).getByText('Today: 09:00 AM - 05:00 PM')).toBeVisible();
    await waitFor(() => expect(within(downtown).getByText(/\d+\.\d{2} km/)).toBeVisible());
    const kendall = card(canvas, lopez.name, lopez.kendall);
    await expect(within(kendall).getByText('Today: 12:00 PM - 06:00 PM')).toBeVisible();
    await expect(within(card(canvas, carter.name, carter.address)).getByText('No ratings yet')).toBeVisible();
    await expect(card(canvas, nguyen.name, nguyen.address)).toBeVisible();
  },
};

export const ViewProfileShowsDetails: Story = {
  play: async (context) => {
    await searchOrthopedics(context);
    const { canvas, userEvent } = context;
    await userEvent.click(
      within(card(canvas, lopez.name, lopez.downtown)).getByRole('button', { name: /View Profile/ }),
    );

    const profile = await body().findByRole('dialog', { name: lopez.name });
    await expect(within(profile).getByText('15 years')).toBeVisible();
    await expect(within(profile).getByText(/University of Miami/)).toBeVisible();
    await expect(within(profile).getByText(/Board-certified orthopedic surgeon/)).toBeVisible();
    await expect(within(profile).getByText(lopez.downtown)).toBeVisible();
    // The provider's Overview counts the view, and the dialog lists the reviews.
    await expect(booking.requests.recordLead).toHaveBeenCalledWith({
      business_provider_id: 17,
      address: lopez.downtown,
      action: 'profileView',
    });
    await expect(await within(profile).findByText('Dana R.')).toBeVisible();
    // The provider's reply shows under the review, named for the business.
    await expect(within(profile).getByText('Thank you, Dana. We are glad we could help.')).toBeVisible();
    await expect(within(profile).getByText(/^Reply from /)).toBeVisible();
  },
};

export const RegisterForAnEventFromTheProfile: Story = {
  play: async (context) => {
    await searchOrthopedics(context);
    const { canvas, userEvent } = context;
    await userEvent.click(
      within(card(canvas, lopez.name, lopez.downtown)).getByRole('button', { name: /View Profile/ }),
    );
    const profile = within(await body().findByRole('dialog', { name: lopez.name }));
    const workshop = within(await profile.findByRole('listitem', { name: 'Back pain workshop' }));
    await expect(workshop.getByText('4 of 20 seats taken · Free')).toBeVisible();
    await userEvent.click(workshop.getByRole('button', { name: 'Register' }));
    await expect(await profile.findByText('You are registered for "Back pain workshop".')).toBeVisible();
    await expect(await workshop.findByText('5 of 20 seats taken · Free')).toBeVisible();
    await expect(workshop.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    profile.getByRole('heading', { name: 'Upcoming events' }).scrollIntoView({ block: 'start' });
  },
};

export const BookThroughDialog: Story = {
  play: async (context) => {
    await searchOrthopedics(context);
    const { canvas, userEvent } = context;
    await userEvent.click(
      within(card(canvas, lopez.name, lopez.downtown)).getByRole('button', { name: /Book Appointment/ }),
    );

    const dialog = await body().findByRole('dialog', { name: 'Book Appointment' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm).toBeDisabled();
    await typeDate(dialog, '03032026');
    // Taken by others: 10 and 3 o'clock; the cancelled booking at 11 frees its slot again.
    await waitFor(() => expect(slotRadio(dialog, '10:00 AM - 11:00 AM')).toBeDisabled());
    await expect(slotRadio(dialog, '03:00 PM - 04:00 PM')).toBeDisabled();
    await expect(slotRadio(dialog, '11:00 AM - 12:00 PM')).toBeEnabled();
    await pickSlot(dialog, '09:00 AM - 10:00 AM');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await expect(booking.requests.book).toHaveBeenCalledWith({
      date: '2026-03-03',
      slot: '09:00 AM - 10:00 AM',
      provider_id: 17,
      address: lopez.downtown,
      day: 'Tuesday',
      user_id: storyCustomer.id,
    });
    await expectToastAndClose('Appointment booked successfully!', 'success');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Book Appointment' })).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Search results' })).toBeVisible();
  },
};

const cardNames = (canvas: PlayContext['canvas']) =>
  canvas.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

export const ShowMoreAppendsTheNextPage: Story = {
  play: async (context) => {
    await searchOrthopedics(context, 'Acupuncture');
    const { canvas, userEvent } = context;
    await expect(canvas.getByText('7 providers', { exact: true })).toBeVisible();
    await expect(cardNames(canvas)).toEqual(['Dr. Ana Silva', 'Dr. Ben Ortiz']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(cardNames(canvas)).toEqual(['Dr. Ana Silva', 'Dr. Ben Ortiz', 'Dr. Chloe Park', 'Dr. Dev Rao']);
    await expect(booking.requests.findPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'best_rated', cursor: '2' }),
    );
    for (const shown of [6, 7]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(shown));
    }
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const SortByNearest: Story = {
  play: async (context) => {
    await searchOrthopedics(context, 'Acupuncture');
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByText('Nearest'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Nearest' })).toBeChecked());
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Dr. Finn Walsh', 'Dr. Ben Ortiz']));
    await expect(booking.requests.findPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'nearest', cursor: null }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    const distances = canvas
      .getAllByRole('article')
      .map((article) => Number(/([\d.]+) km away/.exec(article.textContent ?? '')?.[1]));
    await expect(distances).toEqual([...distances].sort((a, b) => a - b));
  },
};

/** The search screen 390 px wide (a phone): the filters, the total, 'Sort by' and 'Show more' stack. */
export const PhoneWidthWithShowMore: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await searchOrthopedics(context, 'Acupuncture');
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByRole('radiogroup', { name: 'Sort by' })).toBeVisible();
  },
};
