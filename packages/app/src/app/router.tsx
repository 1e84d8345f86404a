import { FullPageSpinner } from '@injury-assist/ui';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';

// Each area is its own chunk: a customer never downloads the provider or admin code.
const SearchPage = lazy(() => import('../features/customer/search/SearchPage'));

function page(element: React.ReactNode) {
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}

export function createRouter() {
  return createBrowserRouter([
    { path: paths.customer.search, element: page(<SearchPage />) },
    { path: '*', element: <Navigate to={paths.customer.search} replace /> },
  ]);
}
