import { toastQueue } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { flowStoryParameters } from '../../testing/flow-story-frame';
import { adminFrame, body, expectToast } from './admin-story-frame';
import { adminStoryNow, fakeAdminData, sampleAdminTables } from './fake-admin-data';

const meta = {
  title: 'Flows/Admin/AdminArea',
  parameters: flowStoryParameters,
  // The toast queue is the app's one queue: a toast of the story before must not show in this one.
  beforeEach: () => toastQueue.clear(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const overviewData = fakeAdminData();
export const OverviewLiveNotification: Story = {
  ...adminFrame(overviewData, paths.admin.overview),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await expect(await within(canvas.getByRole('region', { name: 'Total Users' })).findByText('3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    overviewData.insertNotification({
      id: 'live-1',
      title: 'Payment failed',
      message: 'A renewal for Harbor Legal was declined.',
      type: 'error',
      is_read: false,
      created_at: adminStoryNow.toISOString(),
    });
    const toast = await body().findByRole('alertdialog', { name: 'Payment failed' });
    await expect(toast).toHaveAttribute('data-tone', 'critical');
    await expect(toast).toHaveTextContent('A renewal for Harbor Legal was declined.');
    await expect(await canvas.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    const recent = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(recent.getAllByRole('listitem')[0]).toHaveTextContent('Payment failed');

    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const popover = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await expect(popover.getAllByRole('listitem')[0]).toHaveTextContent('Payment failed');
    await userEvent.click(popover.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(overviewData.tables.notifications.every((row) => row.is_read)).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

const bellLinkData = fakeAdminData();
export const BellItemOpensWhatItIsAbout: Story = {
  ...adminFrame(bellLinkData, paths.admin.overview),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    bellLinkData.insertNotification({
      id: 'live-concern',
      title: 'Urgent concern raised',
      message: 'Casey Customer raised an urgent concern: “Billing question”.',
      type: 'error',
      is_read: false,
      created_at: adminStoryNow.toISOString(),
      kind: 'urgentConcern',
      target: 'u1',
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    const popover = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(popover.getByRole('button', { name: /Unread: Urgent concern raised/ }));

    await expect(await canvas.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const details = within(await body().findByRole('dialog', { name: 'User details' }));
    await expect(await details.findByText('Casey Customer')).toBeVisible();
    await waitFor(() =>
      expect(bellLinkData.tables.notifications.find((row) => row.id === 'live-concern')?.is_read).toBe(true),
    );
  },
};

const otherTabData = fakeAdminData();
export const BellFollowsAnotherTab: Story = {
  ...adminFrame(otherTabData, paths.admin.overview),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const recent = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    await expect(await recent.findByText('Demo accounts active')).toBeVisible();

    const [newest] = otherTabData.tables.notifications;
    if (!newest) throw new Error('The sample holds notifications.');
    otherTabData.changeNotificationElsewhere({ type: 'UPDATE', row: { ...newest, is_read: true } });
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    otherTabData.changeNotificationElsewhere({ type: 'DELETE', id: 'n2' });
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await waitFor(() => expect(recent.queryByText('Demo accounts active')).toBeNull());
  },
};

const usersData = fakeAdminData();
export const VerifyAndViewAUser: Story = {
  ...adminFrame(usersData, paths.admin.users),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify Dr. Priya Patel' }));
    await expectToast('User updated successfully', 'success', 'User verified successfully');
    await expect(await canvas.findByRole('button', { name: 'Unverify Dr. Priya Patel' })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'PRIYA');
    await waitFor(() => expect(canvas.queryByText('customer@demo.test')).toBeNull());

    await userEvent.click(await canvas.findByRole('button', { name: 'View Dr. Priya Patel' }));
    const details = within(await body().findByRole('dialog', { name: 'User details' }));
    await expect(await details.findByText('Biscayne Orthopedic Center')).toBeVisible();
    await expect(details.getByText('Professional, monthly')).toBeVisible();
    await expect(details.getByText('1200 Biscayne Blvd, Miami, FL 33101')).toBeVisible();
  },
};

// 57 customers more than the sample's three: three pages of 25, asked for one at a time; 'patient 5'
// (typed as 'nt 5') finds Patient 50 to 57.
const manyUsers = sampleAdminTables();
manyUsers.profiles = [
  ...manyUsers.profiles,
  ...Array.from({ length: 57 }, (_, index) => ({
    id: `patient-${index + 1}`,
    full_name: `Patient ${String(index + 1).padStart(2, '0')}`,
    email: `patient${index + 1}@example.com`,
    user_type: 'customer' as const,
    is_verified: false,
    created_at: adminStoryNow.toISOString(),
    service_providers: [],
  })),
];
export const PageThroughAndSearchUsers: Story = {
  ...adminFrame(fakeAdminData({ tables: manyUsers }), paths.admin.users),
  play: async ({ canvas, userEvent }) => {
    const pages = within(await canvas.findByRole('navigation', { name: 'Users pages' }));
    await expect(pages.getByText('1–25 of 60')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('patient23@example.com')).toBeVisible();
    await expect(pages.getByText('26–50 of 60')).toBeVisible();
    await expect(canvas.queryByText('patient22@example.com')).toBeNull();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(await pages.findByText('51–60 of 60')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A search starts again at its first page.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'nt 5');
    const found = within(await canvas.findByRole('navigation', { name: 'Users pages' }));
    await expect(await found.findByText('1–8 of 8')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search users' }), 'x');
    await expect(await canvas.findByText('No users found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
  },
};

const servicesData = fakeAdminData();
export const AddAServiceAfterValidation: Story = {
  ...adminFrame(servicesData, paths.admin.services),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Service' }));
    const form = within(await body().findByRole('dialog', { name: 'Add New Service' }));
    await userEvent.click(form.getByRole('button', { name: 'Add Service' }));
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Base price is required')).toBeVisible();
    await expect(form.getByText('Category is required')).toBeVisible();

    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Sports Injury Clinic');
    await userEvent.click(form.getByRole('button', { name: /Category/ }));
    await userEvent.click(body().getByRole('option', { name: 'Medical › Specialists' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Base price' }), '120.5');
    await userEvent.click(form.getByRole('button', { name: 'Add Service' }));
    await expectToast('Service saved successfully', 'success', 'Service created');
    const row = (await canvas.findByText('Sports Injury Clinic')).closest('tr') as HTMLElement;
    await expect(within(row).getByText('$120.50')).toBeVisible();
    await expect(within(row).getByText('Medical › Specialists')).toBeVisible();
    await expect(servicesData.tables.services[0]).toMatchObject({
      base_price: 120.5,
      duration_minutes: null,
      category_id: 5,
    });
  },
};

export const DeleteACategoryStillInUse: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.categories),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Specialists' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Delete category?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast(
      'Error deleting category',
      'critical',
      'The category "Specialists" still has a service; delete or move it first.',
    );
    await expect(canvas.getByText('Specialists')).toBeVisible();
  },
};

const notificationsData = fakeAdminData();
export const SendANotification: Story = {
  ...adminFrame(notificationsData, paths.admin.notifications),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Notification' }));
    const form = within(await body().findByRole('dialog', { name: 'Send System Notification' }));
    await userEvent.click(form.getByRole('button', { name: 'Send Notification' }));
    await expect(form.getByText('Title is required')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Scheduled maintenance');
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Read-only on Sunday 02:00–03:00.');
    await userEvent.click(form.getByRole('button', { name: 'Send Notification' }));
    await expectToast('Notification sent successfully', 'success');
    await expectToast('Scheduled maintenance', 'info', 'Read-only on Sunday 02:00–03:00.');
    const rows = within(canvas.getByRole('table', { name: 'Notifications' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Scheduled maintenance');
    await expect(notificationsData.tables.notifications[0]).toMatchObject({ type: 'info' });
  },
};

export const LoadFailureToastAndTryAgain: Story = {
  ...adminFrame(fakeAdminData({ failing: { users: 'permission denied for table profiles' } }), paths.admin.users),
  play: async ({ canvas }) => {
    await expectToast('Error loading users', 'critical', 'permission denied for table profiles');
    await expect(canvas.getByText('We could not load the users.')).toBeVisible();
    await expect(canvas.queryByText('No users found')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const eventsData = fakeAdminData();
export const ApproveAProviderEvent: Story = {
  ...adminFrame(eventsData, paths.admin.events),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Mindfulness for chronic pain' }));
    await expectToast('Event updated successfully', 'success', '“Mindfulness for chronic pain” was approved');
    await waitFor(() => expect(canvas.queryByText('Pending approval')).toBeNull());
    await expect(eventsData.tables.events.find((event) => event.id === 'e2')?.status).toBe('approved');
  },
};

const pagesData = fakeAdminData();
export const AddAndPublishAPage: Story = {
  ...adminFrame(pagesData, paths.admin.cms),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Page' }));
    const form = within(await body().findByRole('dialog', { name: 'Add Page' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Frequently Asked Questions');
    await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('frequently-asked-questions');
    await userEvent.type(form.getByRole('textbox', { name: 'Body (Markdown)' }), '## How do I book?');
    await userEvent.click(form.getByRole('button', { name: 'Save Page' }));
    await expectToast('Page updated successfully', 'success');
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish Frequently Asked Questions' }));
    await expectToast('Page updated successfully', 'success', 'is published');
    await expect(pagesData.tables.pages[0]).toMatchObject({ slug: 'frequently-asked-questions', is_published: true });
  },
};

const seoData = fakeAdminData();
export const SaveSeoSettings: Story = {
  ...adminFrame(seoData, paths.admin.seo),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await within(await canvas.findByRole('region', { name: 'Public pages' })).findByText('4'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'SEO Score' })).getByText('80/100')).toBeVisible();
    const analytics = canvas.getByRole('textbox', { name: 'Analytics ID' });
    await userEvent.type(analytics, 'UA-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save SEO Settings' }));
    await expect(canvas.getByText('A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX.')).toBeVisible();
    await userEvent.clear(analytics);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Open Graph image URL' }),
      'https://cdn.example.test/og.png',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save SEO Settings' }));
    await expectToast('SEO settings saved', 'success');
    await expect(await within(canvas.getByRole('region', { name: 'SEO Score' })).findByText('100/100')).toBeVisible();
    await expect(seoData.tables.seo.og_image).toBe('https://cdn.example.test/og.png');
    // The screenshot shows the page from its top.
    window.scrollTo(0, 0);
  },
};

export const PhoneMenuWithOverlay: Story = {
  ...adminFrame(fakeAdminData(), paths.admin.overview, { phone: true }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await body().findByRole('dialog', { name: 'Menu' }));
    for (const label of [
      'Overview',
      'User Management',
      'Service Management',
      'Categories',
      'Blog Management',
      'Event Management',
      'Notifications',
      'CMS Pages',
      'SEO Management',
    ]) {
      await waitFor(() => expect(menu.getByRole('link', { name: label })).toBeVisible());
    }
    await userEvent.click(menu.getByRole('link', { name: 'User Management' }));
    await expect(await canvas.findByRole('heading', { name: 'User Management' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

const reviewsData = fakeAdminData();
export const HideAReviewWithAReason: Story = {
  ...adminFrame(reviewsData, paths.admin.reviews),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide review by Hal H.' }));
    const dialog = within(await body().findByRole('dialog', { name: "Hide Hal H.'s review" }));
    // A reason is asked for before anything is sent: the author is told it.
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(dialog.getByText('Give a reason: the author is told it.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Names a member of staff.');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expectToast('The review is hidden', 'success', 'Its author is told by e-mail.');
    await expect(reviewsData.tables.reviews.find((row) => row.id === 31)?.hidden_reason).toBe(
      'Names a member of staff.',
    );
    await expect(await canvas.findByRole('button', { name: 'Restore review by Hal H.' })).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Visible' }));
    await waitFor(() => expect(canvas.queryByText('Hal H.')).toBeNull());
    await expect(await canvas.findByText('Dana R.')).toBeVisible();
  },
};

const trashData = fakeAdminData();
export const DeleteAPageThenRestoreIt: Story = {
  ...adminFrame(trashData, paths.admin.cms),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete About Us' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Delete page?' }));
    await expect(confirm.getByText(/You can restore it from Deleted items for 30 days/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(trashData.tables.pages.some((row) => row.title === 'About Us')).toBe(false));
    await body().findByRole('alertdialog');
    toastQueue.clear();

    await userEvent.click(canvas.getByRole('link', { name: 'Deleted items' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deleted items' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore About Us' }));
    await expectToast('Page restored', 'success', '“About Us” is back where it was.');
    await expect(trashData.tables.pages.some((row) => row.title === 'About Us')).toBe(true);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Restore About Us' })).toBeNull());
    await expect(canvas.getByText('Holiday opening hours')).toBeVisible();
  },
};
