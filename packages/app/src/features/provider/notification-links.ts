import { paths } from '../../config/paths';

/**
 * The page each kind of the provider's notifications is about, which its bell item opens. A kind
 * not listed (one a later server adds) opens nothing.
 */
const pageOfKind: Record<string, string> = {
  bookingNew: paths.provider.appointments,
  bookingCancelled: paths.provider.appointments,
  bookingRescheduled: paths.provider.appointments,
  paymentFailed: paths.provider.subscriptions,
  eventApproved: paths.provider.events,
  eventRejected: paths.provider.events,
  eventRegistration: paths.provider.events,
  // The Business Profile lists the Customer Reviews.
  reviewNew: paths.provider.profile,
  // A reply an administrator hid or restored shows, with the reason, under its review there.
  reviewReplyHidden: paths.provider.profile,
  reviewReplyRestored: paths.provider.profile,
};

export const notificationPage = (kind: string): string | undefined => pageOfKind[kind];
