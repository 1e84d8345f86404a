import { FullPageSpinner } from '@injury-assist/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { customerNav, providerNav } from '../config/navigation';
import { paths } from '../config/paths';
import { LoggedOutOnly, RequireRole, RootRedirect } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';
import { UpcomingSection } from './UpcomingSection';

// Each area is its own chunk: a customer never downloads the provider or admin code.
const LoginPage = lazy(() => import('../features/access/LoginPage'));
const SignUpPage = lazy(() => import('../features/access/SignUpPage'));
const ProviderSignUpPage = lazy(() => import('../features/provider-registration/ProviderSignUpPage'));
const ForgotPasswordPage = lazy(() => import('../features/access/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/access/ResetPasswordPage'));
const PaymentSuccessPage = lazy(() => import('../features/payment/PaymentSuccessPage'));
const PaymentCancelPage = lazy(() => import('../features/payment/PaymentCancelPage'));
const CustomerLayout = lazy(() => import('../features/customer/CustomerLayout'));
const SearchPage = lazy(() => import('../features/customer/search/SearchPage'));
const OverviewPage = lazy(() => import('../features/customer/overview/OverviewPage'));
const AppointmentsPage = lazy(() => import('../features/customer/appointments/AppointmentsPage'));
const ConcernsPage = lazy(() => import('../features/customer/concerns/ConcernsPage'));
const ProfilePage = lazy(() => import('../features/customer/profile/ProfilePage'));
const ProviderLayout = lazy(() => import('../features/provider/ProviderLayout'));
const ProviderOverviewPage = lazy(() => import('../features/provider/OverviewPage'));
const BusinessProfilePage = lazy(() => import('../features/provider/BusinessProfilePage'));
const ProviderAppointmentsPage = lazy(() => import('../features/provider/AppointmentsPage'));
const ProviderSettingsPage = lazy(() => import('../features/provider/SettingsPage'));
const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));
const SubscriptionsPage = lazy(() => import('../features/provider-billing/SubscriptionsPage'));
const PaymentMethodsSection = lazy(() =>
  import('../features/provider-billing/PaymentMethodsSection').then((module) => ({
    default: module.PaymentMethodsSection,
  })),
);
const ProviderEventsPage = lazy(() => import('../features/provider-billing/EventsPage'));
const BoostPage = lazy(() => import('../features/provider-billing/BoostPage'));
const CustomerEventsPage = lazy(() => import('../features/customer-events/CustomerEventsPage'));
const AdminOverviewPage = lazy(() => import('../features/admin/pages/OverviewPage'));
const AdminUsersPage = lazy(() => import('../features/admin/pages/UsersPage'));
const AdminServicesPage = lazy(() => import('../features/admin/pages/ServicesPage'));
const AdminCategoriesPage = lazy(() => import('../features/admin/pages/CategoriesPage'));
const AdminBlogsPage = lazy(() =>
  import('../features/admin/pages/ContentPage').then((m) => ({ default: m.BlogsPage })),
);
const AdminCmsPage = lazy(() =>
  import('../features/admin/pages/ContentPage').then((m) => ({ default: m.CmsPagesPage })),
);
const AdminEventsPage = lazy(() => import('../features/admin/pages/EventsPage'));
const AdminNotificationsPage = lazy(() => import('../features/admin/pages/NotificationsPage'));
const AdminSeoPage = lazy(() => import('../features/admin/pages/SeoPage'));
const AdminBusinessesPage = lazy(() => import('../features/admin/pages/BusinessesPage'));
const AdminBookingsPage = lazy(() => import('../features/admin/pages/BookingsPage'));
const AdminConcernsPage = lazy(() => import('../features/admin/pages/ConcernsPage'));
const AdminPaymentsPage = lazy(() => import('../features/admin/pages/PaymentsPage'));
const AdminReviewsPage = lazy(() => import('../features/admin/pages/ReviewsPage'));
const AdminDeletedItemsPage = lazy(() => import('../features/admin/pages/DeletedItemsPage'));
const AdminAuditPage = lazy(() => import('../features/admin/pages/AuditPage'));
const PublicFrame = lazy(() => import('../features/public/PublicFrame').then((m) => ({ default: m.PublicFrame })));
const WithSiteFooter = lazy(() =>
  import('../features/public/PublicFrame').then((m) => ({ default: m.WithSiteFooter })),
);
const BlogPage = lazy(() => import('../features/public/BlogPage'));
const BlogPostPage = lazy(() => import('../features/public/ArticlePage').then((m) => ({ default: m.BlogPostPage })));
const CmsPageView = lazy(() => import('../features/public/ArticlePage').then((m) => ({ default: m.CmsPageView })));

function page(element: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

const loggedOutOnly = (element: ReactNode) => page(<LoggedOutOnly>{element}</LoggedOutOnly>);

/** Nav items whose pages come in later releases still lead somewhere real. */
function upcoming(items: { id: string; label: string; href: string }[], built: readonly string[]) {
  return items
    .filter((item) => !built.includes(item.id))
    .map((item) => <Route key={item.id} path={item.href} element={<UpcomingSection name={item.label} />} />);
}

/**
 * The route table (spec customer-and-access §2, provider-and-admin §2.1). Declarative routes, not
 * a data router: nothing here loads data through the router, and the data router's code would
 * add about 16 kB (gzip) to the first load of every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<UnauthorizedRedirect />}>
        <Route path={paths.home} element={<RootRedirect />} />
        <Route element={page(<WithSiteFooter />)}>
          <Route path={paths.customerLogin} element={loggedOutOnly(<LoginPage variant="customer" />)} />
          <Route path={paths.providerLogin} element={loggedOutOnly(<LoginPage variant="provider" />)} />
          <Route path={paths.adminLogin} element={loggedOutOnly(<LoginPage variant="admin" />)} />
          <Route path={paths.signUp} element={loggedOutOnly(<SignUpPage />)} />
          <Route path={paths.providerSignUp} element={loggedOutOnly(<ProviderSignUpPage />)} />
          <Route path={paths.forgotPassword} element={loggedOutOnly(<ForgotPasswordPage />)} />
          <Route path={paths.resetPassword} element={loggedOutOnly(<ResetPasswordPage />)} />
        </Route>
        <Route element={page(<PublicFrame />)}>
          <Route path={paths.blog} element={page(<BlogPage />)} />
          <Route path={paths.blogPost} element={page(<BlogPostPage />)} />
          <Route path={paths.cmsPage} element={page(<CmsPageView />)} />
        </Route>
        <Route path={paths.paymentSuccess} element={page(<PaymentSuccessPage />)} />
        <Route path={paths.paymentCancel} element={page(<PaymentCancelPage />)} />
        <Route path={paths.sponsoredListingsShort} element={<Navigate to={paths.sponsoredListings} replace />} />
        <Route
          path={paths.customer.root}
          element={page(
            <RequireRole userType="customer" loginPath={paths.customerLogin}>
              <CustomerLayout />
            </RequireRole>,
          )}
        >
          <Route index element={<Navigate to={paths.customer.overview} replace />} />
          <Route path={paths.customer.overview} element={page(<OverviewPage />)} />
          <Route path={paths.customer.search} element={page(<SearchPage />)} />
          <Route path={paths.customer.appointments} element={page(<AppointmentsPage />)} />
          <Route path={paths.customer.concerns} element={page(<ConcernsPage />)} />
          <Route path={paths.customer.profile} element={page(<ProfilePage />)} />
          <Route path={paths.customer.events} element={page(<CustomerEventsPage />)} />
          {upcoming(customerNav, ['overview', 'search', 'appointments', 'concerns', 'profile', 'events'])}
        </Route>
        <Route
          path={paths.provider.root}
          element={page(
            <RequireRole userType="provider" loginPath={paths.providerLogin}>
              <ProviderLayout />
            </RequireRole>,
          )}
        >
          <Route index element={<Navigate to={paths.provider.overview} replace />} />
          <Route path={paths.provider.subscriptions} element={page(<SubscriptionsPage />)} />
          <Route path={paths.provider.events} element={page(<ProviderEventsPage />)} />
          <Route path={paths.provider.boost} element={page(<BoostPage />)} />
          <Route path={paths.provider.overview} element={page(<ProviderOverviewPage />)} />
          <Route
            path={paths.provider.profile}
            element={page(
              <BusinessProfilePage
                paymentMethods={
                  <Suspense fallback={null}>
                    <PaymentMethodsSection />
                  </Suspense>
                }
              />,
            )}
          />
          <Route path={paths.provider.appointments} element={page(<ProviderAppointmentsPage />)} />
          <Route path={paths.provider.settings} element={page(<ProviderSettingsPage />)} />
          {upcoming(providerNav, [
            'overview',
            'profile',
            'appointments',
            'settings',
            'subscriptions',
            'events',
            'boost',
          ])}
        </Route>
        <Route
          path={paths.admin.root}
          element={page(
            <RequireRole userType="admin" loginPath={paths.adminLogin}>
              <AdminLayout />
            </RequireRole>,
          )}
        >
          <Route index element={<Navigate to={paths.admin.overview} replace />} />
          <Route path={paths.admin.overview} element={page(<AdminOverviewPage />)} />
          <Route path={paths.admin.users} element={page(<AdminUsersPage />)} />
          <Route path={paths.admin.services} element={page(<AdminServicesPage />)} />
          <Route path={paths.admin.categories} element={page(<AdminCategoriesPage />)} />
          <Route path={paths.admin.blogs} element={page(<AdminBlogsPage />)} />
          <Route path={paths.admin.events} element={page(<AdminEventsPage />)} />
          <Route path={paths.admin.notifications} element={page(<AdminNotificationsPage />)} />
          <Route path={paths.admin.cms} element={page(<AdminCmsPage />)} />
          <Route path={paths.admin.seo} element={page(<AdminSeoPage />)} />
          <Route path={paths.admin.businesses} element={page(<AdminBusinessesPage />)} />
          <Route path={paths.admin.bookings} element={page(<AdminBookingsPage />)} />
          <Route path={paths.admin.concerns} element={page(<AdminConcernsPage />)} />
          <Route path={paths.admin.payments} element={page(<AdminPaymentsPage />)} />
          <Route path={paths.admin.reviews} element={page(<AdminReviewsPage />)} />
          <Route path={paths.admin.deletedItems} element={page(<AdminDeletedItemsPage />)} />
          <Route path={paths.admin.audit} element={page(<AdminAuditPage />)} />
        </Route>
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
