import type { EventStatus } from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export type AdminEventRow = {
  id: string;
  title: string;
  description: string;
  /** Already formatted, e.g. '2026/12/05 · 6:00 PM'. */
  date: string;
  /** With the $ sign, e.g. '$25.00'. */
  fee: string;
  /** current_attendees/max_attendees, e.g. '12/40'. */
  attendees: string;
  isActive: boolean;
  status: EventStatus;
  /** Who runs it: 'Platform' or the provider's business. */
  organiser: string;
  /** Platform events are the admin's to edit; a provider edits their own. */
  isPlatformEvent: boolean;
};

export type EventsProps = {
  /** Given, the list is searched and paged on the server. */
  paging?: AdminListPaging;
  events: readonly AdminEventRow[];
  status: LoadStatus;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onToggleActive: (id: string) => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  onDelete: (id: string) => void;
  /** The event whose change is on its way. */
  updatingId?: string | null;
};

const statusTone: Record<EventStatus, BadgeTone> = { pending: 'caution', approved: 'positive', rejected: 'critical' };
const statusLabel: Record<EventStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

const columns: readonly TableColumn[] = [
  { id: 'event', name: 'Event', isRowHeader: true, allowsSorting: true },
  { id: 'date', name: 'Date', allowsSorting: true },
  { id: 'fee', name: 'Fee' },
  { id: 'attendees', name: 'Attendees' },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

/** 'Event Management': platform and provider events by date, with approval of the providers' ones. */
export function Events({
  events,
  status,
  onRetry,
  onAdd,
  onEdit,
  onToggleActive,
  onApprove,
  onReject,
  onDelete,
  updatingId = null,
  paging,
}: EventsProps) {
  return (
    <AdminTablePage
      heading="Event Management"
      subtitle="Providers’ events wait here for approval before customers see them."
      action={
        <Button icon={<Icon name="add" size={16} />} onPress={onAdd}>
          Add Event
        </Button>
      }
      paging={
        paging && {
          ...paging,
          searchLabel: 'Search events',
          searchPlaceholder: 'Search events by title or location...',
        }
      }
      tableLabel="Events"
      columns={columns}
      rows={events}
      status={status}
      onRetry={onRetry}
      loadingText="Loading events..."
      emptyText="No events found"
      failedTitle="We could not load the events."
      renderCell={(event, column) => {
        const busy = updatingId === event.id;
        switch (column) {
          case 'event':
            return (
              <div>
                <div className={shared.cellTitle}>{event.title}</div>
                <div className={shared.clamp}>{event.description}</div>
                <div className={shared.mutedText}>By {event.organiser}</div>
              </div>
            );
          case 'date':
            return <span className={shared.nowrap}>{event.date}</span>;
          case 'fee':
            return event.fee;
          case 'attendees':
            return event.attendees;
          case 'status':
            return (
              <div className={shared.badges}>
                <Badge tone={statusTone[event.status]}>{statusLabel[event.status]}</Badge>
                {/* Only an approved event can be live: a pending or rejected one is never 'Active'. */}
                {event.status !== 'approved' ? null : event.isActive ? (
                  <Badge tone="positive">Active</Badge>
                ) : (
                  <Badge tone="neutral">Inactive</Badge>
                )}
              </div>
            );
          case 'actions':
            return (
              <div className={shared.rowActions}>
                {event.status === 'pending' ? (
                  <>
                    <RowAction
                      icon="check"
                      label="Approve"
                      aria-label={`Approve ${event.title}`}
                      onPress={() => onApprove(event.id)}
                      isDisabled={busy}
                    />
                    <RowAction
                      icon="close"
                      label="Reject"
                      aria-label={`Reject ${event.title}`}
                      onPress={() => onReject(event.id)}
                      isDisabled={busy}
                    />
                  </>
                ) : null}
                {event.isPlatformEvent ? (
                  <RowAction
                    icon="edit"
                    label="Edit"
                    aria-label={`Edit ${event.title}`}
                    onPress={() => onEdit(event.id)}
                  />
                ) : null}
                {event.status === 'approved' ? (
                  <RowAction
                    icon={event.isActive ? 'close' : 'check'}
                    label={event.isActive ? 'Deactivate' : 'Activate'}
                    aria-label={`${event.isActive ? 'Deactivate' : 'Activate'} ${event.title}`}
                    onPress={() => onToggleActive(event.id)}
                    loading={busy}
                  />
                ) : null}
                <RowAction
                  icon="trash"
                  label="Delete"
                  aria-label={`Delete ${event.title}`}
                  variant="ghost"
                  onPress={() => onDelete(event.id)}
                />
              </div>
            );
          default:
            return null;
        }
      }}
    />
  );
}
