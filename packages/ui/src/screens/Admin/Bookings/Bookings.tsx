import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { DateField } from '../../../components/DateField/DateField';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select } from '../../../components/Select/Select';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import * as styles from './Bookings.css';

/** The Bookings screen's status filter: every booking, or those a status name covers. */
export const bookingStatusFilters = ['all', 'pending', 'confirmed', 'completed', 'cancelled', 'noShow'] as const;
export type BookingStatusFilter = (typeof bookingStatusFilters)[number];

const statusFilterNames: Record<BookingStatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  noShow: 'No-show',
};

export type BookingFilters = { status: BookingStatusFilter; from: string | null; to: string | null };

export type AdminBookingRow = {
  id: string;
  /** Already formatted, e.g. '2026/11/24 · 09:00 AM - 10:00 AM'. */
  when: string;
  customerName: string;
  customerEmail: string;
  businessName: string;
  /** e.g. 'Confirmed', 'Cancelled by Injury Assist'. */
  status: string;
  statusTone: BadgeTone;
};

export type BookingsProps = {
  bookings: readonly AdminBookingRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
  /** A date range whose end is before its start, as a sentence; the list waits for a valid range. */
  rangeError?: string | undefined;
  onOpen: (id: string) => void;
};

const columns: readonly TableColumn[] = [
  { id: 'when', name: 'When', isRowHeader: true, allowsSorting: true },
  { id: 'customer', name: 'Customer', allowsSorting: true },
  { id: 'business', name: 'Business', allowsSorting: true },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

/** 'Bookings': every booking, found by customer or business, date range and status; open one to act. */
export function Bookings({
  bookings,
  status,
  onRetry,
  paging,
  filters,
  onFiltersChange,
  rangeError,
  onOpen,
}: BookingsProps) {
  return (
    <AdminTablePage
      heading="Bookings"
      subtitle="Find a booking by customer, business, date or status, and open it to cancel it for the platform."
      paging={{
        ...paging,
        searchLabel: 'Search bookings',
        searchPlaceholder: 'Customer or business name or email...',
      }}
      filters={
        <div className={styles.filters}>
          <Select<BookingStatusFilter>
            label="Status"
            options={bookingStatusFilters.map((id) => ({ id, name: statusFilterNames[id] }))}
            selectedId={filters.status}
            onSelectionChange={(id) => onFiltersChange({ ...filters, status: id ?? 'all' })}
          />
          <DateField label="From" value={filters.from} onChange={(from) => onFiltersChange({ ...filters, from })} />
          <DateField
            label="To"
            value={filters.to}
            onChange={(to) => onFiltersChange({ ...filters, to })}
            errorMessage={rangeError}
          />
        </div>
      }
      tableLabel="Bookings"
      columns={columns}
      rows={bookings}
      status={status}
      onRetry={onRetry}
      loadingText="Loading bookings..."
      emptyText="No bookings found"
      failedTitle="We could not load the bookings."
      renderCell={(booking, column) => {
        switch (column) {
          case 'when':
            return (
              <div>
                <div className={shared.cellTitle}>{booking.when}</div>
                <div className={shared.mutedText}>{booking.id}</div>
              </div>
            );
          case 'customer':
            return (
              <div>
                <div>{booking.customerName}</div>
                <div className={shared.mutedText}>{booking.customerEmail}</div>
              </div>
            );
          case 'business':
            return booking.businessName;
          case 'status':
            return <Badge tone={booking.statusTone}>{booking.status}</Badge>;
          case 'actions':
            return (
              <RowAction
                icon="eye"
                label="Open"
                aria-label={`Open booking ${booking.id}`}
                onPress={() => onOpen(booking.id)}
              />
            );
          default:
            return null;
        }
      }}
    />
  );
}
