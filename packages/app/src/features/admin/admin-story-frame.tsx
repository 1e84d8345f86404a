import { ToastRegion, toastQueue } from '@injury-assist/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { RouterNavigation } from '../../components/RouterNavigation';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/api/queries';
import { ClockProvider } from '../../lib/clock/clock-context';
import { SessionProvider } from '../../lib/session/session-context';
import { AdminArea } from './AdminLayout';
import * as styles from './admin-story-frame.css';
import { adminStoryNow, type FakeAdminData } from './fake-admin-data';
import AuditPage from './pages/AuditPage';
import CategoriesPage from './pages/CategoriesPage';
import ConcernsPage from './pages/ConcernsPage';
import { BlogsPage, CmsPagesPage } from './pages/ContentPage';
import DeletedItemsPage from './pages/DeletedItemsPage';
import EventsPage from './pages/EventsPage';
import NotificationsPage from './pages/NotificationsPage';
import OverviewPage from './pages/OverviewPage';
import PaymentsPage from './pages/PaymentsPage';
import ReviewsPage from './pages/ReviewsPage';
import SeoPage from './pages/SeoPage';
import ServicesPage from './pages/ServicesPage';
import UsersPage from './pages/UsersPage';

const storyClock = { now: () => adminStoryNow };

const pages: Record<string, ReactNode> = {
  [paths.admin.overview]: <OverviewPage />,
  [paths.admin.users]: <UsersPage />,
  [paths.admin.services]: <ServicesPage />,
  [paths.admin.categories]: <CategoriesPage />,
  [paths.admin.blogs]: <BlogsPage />,
  [paths.admin.events]: <EventsPage />,
  [paths.admin.notifications]: <NotificationsPage />,
  [paths.admin.cms]: <CmsPagesPage />,
  [paths.admin.seo]: <SeoPage />,
  [paths.admin.concerns]: <ConcernsPage />,
  [paths.admin.payments]: <PaymentsPage />,
  [paths.admin.reviews]: <ReviewsPage />,
  [paths.admin.deletedItems]: <DeletedItemsPage />,
  [paths.admin.audit]: <AuditPage />,
};

/**
 * The admin area at `path` over an in-memory database, with the toasts. The area keeps the app's one
 * query cache (AreaLayout provides it), so each story starts it empty.
 */
export function adminFrame(
  data: FakeAdminData,
  path: string,
  { phone = false }: { phone?: boolean } = {},
): { beforeEach: () => void; render: () => ReactElement } {
  const area = (
    <ClockProvider value={storyClock}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <RouterNavigation>
              <Routes>
                <Route path={paths.admin.root} element={<AdminArea data={data} />}>
                  {Object.entries(pages).map(([route, element]) => (
                    <Route key={route} path={route} element={element} />
                  ))}
                </Route>
              </Routes>
            </RouterNavigation>
          </MemoryRouter>
        </SessionProvider>
        <ToastRegion />
      </QueryClientProvider>
    </ClockProvider>
  );
  return {
    beforeEach: () => queryClient.clear(),
    render: () => (phone ? <div className={styles.phoneScreen}>{area}</div> : area),
  };
}

export const body = () => within(document.body);

/** A toast with this title and tone, and its description; closed after the check. */
export async function expectToast(title: string, tone: 'success' | 'critical' | 'info', description?: string) {
  const toast = await body().findByRole('alertdialog', { name: title });
  await expect(toast).toHaveAttribute('data-tone', tone);
  if (description) await expect(toast).toHaveTextContent(description);
  // Closed from the queue rather than by its button: a press moved the focus into the toast and
  // back, and whether the control it went back to then drew its focus ring depended on React Aria's
  // guess at how the focus had come (Resolve A Concern's Status field, once in five runs). The close
  // button's own press is the Toast component's stories' subject.
  const shown = toastQueue.visibleToasts.find((queued) => queued.content.title === title);
  if (shown) toastQueue.close(shown.key);
  await waitFor(() => expect(body().queryByRole('alertdialog', { name: title })).toBeNull());
}
