import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '../../lib/api/queries';

/** The provider's plan, the catalog, invoices and cards (Subscriptions). */
export const useBilling = () => $api.useQuery('get', '/provider/billing');

/** The saved cards (Payment Methods). */
export const usePaymentMethods = () => $api.useQuery('get', '/provider/payment-methods');

/**
 * Reads again what a billing change touches: the plan and invoices, and the cards (a checkout or
 * a new card changes both).
 */
export function useBillingRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/provider/billing'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/provider/payment-methods'] }),
      ]),
    [queryClient],
  );
}
