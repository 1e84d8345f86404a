import type { ConcernPriority } from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select, type SelectOption } from '../../../components/Select/Select';
import type { TableColumn } from '../../../components/Table/Table';
import { concernPriorityLabels } from '../../Customer/Concerns/Concerns';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';
import * as styles from './AdminConcerns.css';

export type AdminConcernRow = {
  id: number;
  title: string;
  /** The customer's name, or their e-mail without one. */
  customer: string;
  customerEmail: string;
  priority: ConcernPriority;
  statusLabel: string;
  statusTone: BadgeTone;
  /** Already formatted, e.g. 'November 21, 2026'. */
  raised: string;
  replyCount: number;
};

/** 'all' or one of the options' ids. */
export type ConcernFilterValue = 'all' | string;

export type AdminConcernsProps = {
  concerns: readonly AdminConcernRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  /** The statuses the filter offers (and their names), in the order shown. */
  statusOptions: readonly SelectOption<string>[];
  statusFilter: ConcernFilterValue;
  onStatusFilterChange: (value: ConcernFilterValue) => void;
  priorityFilter: ConcernFilterValue;
  onPriorityFilterChange: (value: ConcernFilterValue) => void;
  onOpen: (id: number) => void;
  /** The ticked rows (a page's, cleared by another page, search, order or filter). */
  selected: ReadonlySet<string | number>;
  onSelectionChange: (selected: Set<string | number>) => void;
  /** Sets the ticked concerns to one of the status options (its id). */
  onSetStatus: (ids: number[], status: string) => void;
  /** The status the ticked concerns are being set to, while it is on its way. */
  settingStatus?: string | null;
};

export const concernPriorityTone: Record<ConcernPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'caution',
  urgent: 'critical',
};

const priorityOptions: SelectOption<string>[] = [
  { id: 'all', name: 'All priorities' },
  ...(['urgent', 'high', 'medium', 'low'] as const).map((priority) => ({
    id: priority,
    name: concernPriorityLabels[priority],
  })),
];

const columns: readonly TableColumn[] = [
  { id: 'concern', name: 'Concern', isRowHeader: true, allowsSorting: true },
  { id: 'priority', name: 'Priority', allowsSorting: true },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'raised', name: 'Raised', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

/**
 * 'Concerns': customers' concerns, urgent first (or by the heading pressed), filtered by status and
 * priority, each opened to answer it; ticked ones are set to a status at once.
 */
export function AdminConcerns({
  concerns,
  status,
  onRetry,
  paging,
  statusOptions,
  statusFilter,
  onStatusFilterChange,
  priorityFilter,
  onPriorityFilterChange,
  onOpen,
  selected,
  onSelectionChange,
  onSetStatus,
  settingStatus = null,
}: AdminConcernsProps) {
  const ticked = concerns.filter((row) => selected.has(row.id)).map((row) => row.id);
  return (
    <AdminTablePage
      heading="Concerns"
      subtitle="Customers' concerns, urgent first. Open one to change its status or reply."
      action={
        <div className={styles.filters}>
          <Select
            label="Status"
            options={[{ id: 'all', name: 'All statuses' }, ...statusOptions]}
            selectedId={statusFilter}
            onSelectionChange={(id) => onStatusFilterChange(id ?? 'all')}
          />
          <Select
            label="Priority"
            options={priorityOptions}
            selectedId={priorityFilter}
            onSelectionChange={(id) => onPriorityFilterChange(id ?? 'all')}
          />
        </div>
      }
      paging={{ ...paging, searchLabel: 'Search concerns', searchPlaceholder: 'Search by title, name or email...' }}
      tableLabel="Concerns"
      columns={columns}
      rows={concerns}
      status={status}
      onRetry={onRetry}
      loadingText="Loading concerns..."
      emptyText="No concerns found"
      failedTitle="We could not load the concerns."
      selection={{
        selected,
        onSelectionChange,
        rowLabel: (row) => `Select ${row.title}`,
        bulkActions: statusOptions.map((option) => (
          <Button
            key={option.id}
            size="small"
            variant="secondary"
            onPress={() => onSetStatus(ticked, option.id)}
            loading={settingStatus === option.id}
            isDisabled={settingStatus !== null && settingStatus !== option.id}
          >
            {`Mark ${option.name}`}
          </Button>
        )),
      }}
      renderCell={(concern, column) => {
        switch (column) {
          case 'concern':
            return (
              <div>
                <div className={shared.cellTitle}>{concern.title}</div>
                <div className={shared.mutedText}>
                  {concern.customer}
                  {concern.customer === concern.customerEmail ? '' : ` · ${concern.customerEmail}`}
                </div>
              </div>
            );
          case 'priority':
            return (
              <Badge tone={concernPriorityTone[concern.priority]}>{concernPriorityLabels[concern.priority]}</Badge>
            );
          case 'status':
            return (
              <div className={shared.badges}>
                <Badge tone={concern.statusTone}>{concern.statusLabel}</Badge>
                {concern.replyCount > 0 ? (
                  <span className={shared.mutedText}>
                    {concern.replyCount === 1 ? '1 reply' : `${concern.replyCount} replies`}
                  </span>
                ) : null}
              </div>
            );
          case 'raised':
            return <span className={shared.nowrap}>{concern.raised}</span>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="eye"
                  label="Open"
                  aria-label={`Open ${concern.title}`}
                  onPress={() => onOpen(concern.id)}
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
