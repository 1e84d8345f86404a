import { BOOKING_STATUS, bookingStatusName, shortDate } from '@injury-assist/domain';
import {
  type AdminBookingDetails,
  type AdminBookingRow,
  type BadgeTone,
  BookingDetailsDialog,
  type BookingFilters,
  BookingReasonDialog,
  type BookingStatusFilter,
  Bookings,
} from '@injury-assist/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminBookingAnswer, BookingListFilters, BookingListRow } from '../admin-data';
import { adminKeys, useAdminAction, useAdminList, useAdminRead } from '../admin-queries';

/** The booking_status values each status filter keeps; 'Cancelled' covers the customer's, the provider's and the platform's. */
const statusesOf: Record<BookingStatusFilter, readonly number[] | null> = {
  all: null,
  pending: [BOOKING_STATUS.pending],
  confirmed: [BOOKING_STATUS.confirmed],
  completed: [BOOKING_STATUS.completed],
  cancelled: [BOOKING_STATUS.canceled, BOOKING_STATUS.cancelledByCustomer],
  noShow: [BOOKING_STATUS.noShow],
};

function statusOf(status: number, cancelledBy: 'platform' | null): { status: string; statusTone: BadgeTone } {
  if (cancelledBy === 'platform') return { status: 'Cancelled by Injury Assist', statusTone: 'critical' };
  if (status === BOOKING_STATUS.noShow) return { status: 'No-show', statusTone: 'caution' };
  const name = bookingStatusName(status);
  const tone: Record<typeof name, BadgeTone> = {
    Pending: 'caution',
    Confirmed: 'info',
    Completed: 'positive',
    Canceled: 'neutral',
  };
  return { status: name, statusTone: tone[name] };
}

const toRow = (booking: BookingListRow): AdminBookingRow => ({
  id: booking.booking_id,
  when: `${shortDate(booking.date)} · ${booking.slot}`,
  customerName: booking.customer_name ?? 'Deleted account',
  customerEmail: booking.customer_email ?? '—',
  businessName: booking.business_name,
  ...statusOf(booking.booking_status, booking.cancelled_by),
});

const toDetails = (booking: AdminBookingAnswer): AdminBookingDetails => ({
  id: booking.booking_id,
  when: `${shortDate(booking.date)} · ${booking.slot} (${booking.time_zone})`,
  address: booking.address,
  services: booking.services,
  ...statusOf(booking.booking_status, booking.cancelled_by),
  cancelReason: booking.cancel_reason,
  customer: booking.customer,
  business: booking.business,
  canCancel:
    (booking.booking_status === BOOKING_STATUS.pending || booking.booking_status === BOOKING_STATUS.confirmed) &&
    booking.timing === 'upcoming',
});

const BOOKING_PARAM = 'booking';

/** /admin/bookings: search by customer or business, dates and status; open one (recorded) and cancel it with a reason. */
export default function BookingsPage() {
  const [filters, setFilters] = useState<BookingFilters>({ status: 'all', from: null, to: null });
  const rangeError =
    filters.from && filters.to && filters.to < filters.from ? 'The end date is before the start date.' : undefined;
  const listFilters: BookingListFilters = { statuses: statusesOf[filters.status], from: filters.from, to: filters.to };
  const list = useAdminList(
    adminKeys.bookings,
    (data, query) => (rangeError ? Promise.resolve({ rows: [], total: 0 }) : data.bookings(query, listFilters)),
    'Error loading bookings',
    {
      exportCsv: { name: 'bookings', read: (data, query) => data.exportBookingsCsv(query, listFilters) },
      filters: listFilters,
    },
  );
  // The open booking lives in the address, so it can be linked to (?booking=<id>).
  const [params, setParams] = useSearchParams();
  const viewing = params.get(BOOKING_PARAM);
  const setViewing = (id: string | null) =>
    setParams(id === null ? {} : { [BOOKING_PARAM]: id }, { replace: id === null });
  const details = useAdminRead(adminKeys.booking(viewing ?? ''), (data) => data.booking(viewing ?? ''), null, {
    enabled: viewing !== null,
  });
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const cancel = useAdminAction<{ id: string; reason: string }>({
    run: (data, { id, reason: why }) => data.cancelBooking(id, why),
    success: () => ({
      title: 'Booking cancelled',
      description: 'The customer and the business have been e-mailed.',
    }),
    errorTitle: 'Error cancelling the booking',
    refresh: [adminKeys.bookings],
    onDone: () => setCancelling(false),
  });
  return (
    <>
      <Bookings
        bookings={list.rows.map(toRow)}
        status={list.status}
        onRetry={list.retry}
        paging={list.paging}
        filters={filters}
        onFiltersChange={setFilters}
        rangeError={rangeError}
        onOpen={setViewing}
      />
      <BookingDetailsDialog
        isOpen={viewing !== null && !cancelling}
        onOpenChange={(isOpen) => {
          if (!isOpen) setViewing(null);
        }}
        status={viewing ? details.status : 'loading'}
        details={viewing && details.data ? toDetails(details.data) : null}
        onRetry={details.retry}
        onCancelBooking={() => {
          setReason('');
          setReasonError(undefined);
          setCancelling(true);
        }}
      />
      <BookingReasonDialog
        isOpen={cancelling}
        onOpenChange={(isOpen) => {
          if (!isOpen) setCancelling(false);
        }}
        title="Cancel this booking"
        description="The slot is freed. The customer and the business receive this reason by e-mail and see it in their Appointments."
        submitLabel="Cancel booking"
        reason={reason}
        onReasonChange={(text) => {
          setReason(text);
          setReasonError(undefined);
        }}
        errorMessage={reasonError}
        onSubmit={() => {
          if (reason.trim() === '') setReasonError('Give a reason; both sides receive it by e-mail.');
          else if (viewing) cancel.mutate({ id: viewing, reason: reason.trim() });
        }}
        isSaving={cancel.isPending}
      />
    </>
  );
}
