import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

/**
 * The reason asked when a booking is cancelled: the same ReasonDialog, with a loader of the Bookings
 * page's own. A loader shared with Businesses is a chunk of its own (0.9 kB gzip, most of it the
 * list of files to preload); in the Bookings page's chunk that list joins the details dialog's,
 * which names the same files (issue 22).
 */
export const BookingReasonDialog = onFirstOpen(() =>
  import('../private/ReasonDialog').then((module) => module.ReasonDialog),
);
