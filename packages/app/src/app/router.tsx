import { FullPageSpinner } from '@injury-assist/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { adminNav, customerNav, providerNav } from '../config/navigation';
import { paths } from '../config/paths';
import { LoggedOutOnly, RequireRole, RootRedirect } from './guards';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';
import { UpcomingSection } from './UpcomingSection';

// Each area is its own chunk: a customer never downloads the provider or admin code.
const LoginPage = lazy(() => import('../features/access/LoginPage'));
const SignUpPage = lazy(() => import('../features/access/SignUpPage'));
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
const AdminLayout = lazy(() => import('../features/admin/AdminLayout'));

function page(element: ReactNode) {
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}

const loggedOutOnly = (element: ReactNode) => page(<LoggedOutOnly>{element}</LoggedOutOnly>);

/** Nav items whose pages come in later releases still lead somewhere real. */
function upcoming(items: { id: string; label: string; href: string }[], built: readonly string[]): RouteObject[] {
  return items
    .filter((item) => !built.includes(item.id))
    .map((item) => ({ path: item.href, element: <UpcomingSection name={item.label} /> }));
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <UnauthorizedRedirect />,
      children: [
        { path: paths.home, element: <RootRedirect /> },
        { path: paths.customerLogin, element: loggedOutOnly(<LoginPage variant="customer" />) },
        { path: paths.providerLogin, element: loggedOutOnly(<LoginPage variant="provider" />) },
        { path: paths.adminLogin, element: loggedOutOnly(<LoginPage variant="admin" />) },
        { path: paths.signUp, element: loggedOutOnly(<SignUpPage />) },
        { path: paths.forgotPassword, element: loggedOutOnly(<ForgotPasswordPage />) },
        { path: paths.resetPassword, element: loggedOutOnly(<ResetPasswordPage />) },
        { path: paths.paymentSuccess, element: page(<PaymentSuccessPage />) },
        { path: paths.paymentCancel, element: page(<PaymentCancelPage />) },
        {
          path: paths.customer.root,
          element: page(
            <RequireRole userType="customer" loginPath={paths.customerLogin}>
              <CustomerLayout />
            </RequireRole>,
          ),
          children: [
            { index: true, element: <Navigate to={paths.customer.overview} replace /> },
            { path: paths.customer.overview, element: page(<OverviewPage />) },
            { path: paths.customer.search, element: page(<SearchPage />) },
            { path: paths.customer.appointments, element: page(<AppointmentsPage />) },
            { path: paths.customer.concerns, element: page(<ConcernsPage />) },
            { path: paths.customer.profile, element: page(<ProfilePage />) },
            ...upcoming(customerNav, ['overview', 'search', 'appointments', 'concerns', 'profile']),
          ],
        },
        {
          path: paths.provider.root,
          element: page(
            <RequireRole userType="provider" loginPath={paths.providerLogin}>
              <ProviderLayout />
            </RequireRole>,
          ),
          children: [
            { index: true, element: <Navigate to={paths.provider.overview} replace /> },
            ...upcoming(providerNav, []),
          ],
        },
        {
          path: paths.admin.root,
          element: page(
            <RequireRole userType="admin" loginPath={paths.adminLogin}>
              <AdminLayout />
            </RequireRole>,
          ),
          children: [
            { index: true, element: <Navigate to={paths.admin.overview} replace /> },
            ...upcoming(adminNav, []),
          ],
        },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ]);
}
