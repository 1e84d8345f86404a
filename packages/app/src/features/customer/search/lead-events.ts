import type { ReportedLeadAction } from '@injury-assist/domain';
import { api, quietErrors } from '../../../lib/api/client';

/**
 * Tells the provider's Overview what the customer did on their listing. Nothing the customer sees
 * depends on it, so a failure is neither shown nor retried.
 */
export function recordLead(providerId: number, address: string, action: ReportedLeadAction): void {
  void api
    .POST('/lead_events', { body: { business_provider_id: providerId, address, action }, ...quietErrors })
    .catch(() => undefined);
}
