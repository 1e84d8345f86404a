import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { DateField } from '../../../components/DateField/DateField';
import { Pager, type PagerProps } from '../../../components/Pager/Pager';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { Table, type TableColumn } from '../../../components/Table/Table';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';
import * as styles from './Audit.css';

/** One line of the audit log as the page shows it. */
export type AdminAuditRow = {
  id: string;
  /** The administrator's e-mail, or 'The platform' for a scheduled job. */
  who: string;
  /** A sentence: "Renamed category 'Back pain' (name)". */
  what: string;
  /** The action as recorded, e.g. 'service_categories.update', for those who filter by it. */
  action: string;
  /** The record as a person names it: 'Category 12', 'User ann@example.com'. */
  record: string;
  /** Where the admin area shows the record, when it has a screen for it. */
  recordHref: string | null;
  when: string;
  /** The client's address; null when the platform acted. */
  address: string | null;
};

export type AuditFilterValues = {
  /** Part of the acting administrator's e-mail. */
  person: string;
  /** Part of the action, e.g. 'delete' or 'services.'. */
  action: string;
  /** The record kind as recorded (a table name), or null for every kind. */
  recordKind: string | null;
  recordId: string;
  /** ISO dates, both included; null leaves that end open. */
  from: string | null;
  to: string | null;
};

export const noAuditFilters: AuditFilterValues = {
  person: '',
  action: '',
  recordKind: null,
  recordId: '',
  from: null,
  to: null,
};

export type AuditProps = {
  rows: readonly AdminAuditRow[];
  status: LoadStatus;
  onRetry: () => void;
  pager: Omit<PagerProps, 'label'>;
  filters: AuditFilterValues;
  onFiltersChange: (filters: AuditFilterValues) => void;
  /** The kinds of record the log names, for the Record filter. */
  recordKinds: readonly SelectOption<string>[];
  /** Downloads every line the filters match as CSV. */
  onExport: () => void;
  isExporting?: boolean;
  /** A link inside the app (the router's), for the records the admin area has a screen for. */
  renderLink: (href: string, children: ReactNode) => ReactNode;
};

const columns: readonly TableColumn[] = [
  { id: 'what', name: 'What', isRowHeader: true },
  { id: 'who', name: 'Who' },
  { id: 'record', name: 'Record' },
  { id: 'when', name: 'When' },
  { id: 'address', name: 'From' },
];

const ALL_KINDS = '';

/** 'Audit log': who did what to which record, when and from where, newest first, filtered and exported. */
export function Audit({
  rows,
  status,
  onRetry,
  pager,
  filters,
  onFiltersChange,
  recordKinds,
  onExport,
  isExporting = false,
  renderLink,
}: AuditProps) {
  const set = (change: Partial<AuditFilterValues>) => onFiltersChange({ ...filters, ...change });
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(noAuditFilters);
  return (
    <div className={shared.page}>
      <div className={shared.pageHeader}>
        <div>
          <h1 className={shared.pageHeading}>Audit log</h1>
          <p className={shared.pageSubtitle}>
            Every administrator's change and every look at a person's details. Lines cannot be changed or removed.
          </p>
        </div>
        <Button
          variant="secondary"
          onPress={onExport}
          loading={isExporting}
          isDisabled={status !== 'loaded' || rows.length === 0}
        >
          Export CSV
        </Button>
      </div>
      <Card>
        <search className={styles.filters} aria-label="Filter the audit log">
          <TextField
            label="Person"
            placeholder="Part of an e-mail"
            value={filters.person}
            onChange={(person) => set({ person })}
            name="person"
          />
          <TextField
            label="Action"
            placeholder="e.g. delete"
            value={filters.action}
            onChange={(action) => set({ action })}
            name="action"
          />
          <Select<string>
            label="Record kind"
            options={[{ id: ALL_KINDS, name: 'Every kind' }, ...recordKinds]}
            selectedId={filters.recordKind ?? ALL_KINDS}
            onSelectionChange={(kind) => set({ recordKind: kind === ALL_KINDS ? null : kind })}
            name="recordKind"
          />
          <TextField
            label="Record id"
            value={filters.recordId}
            onChange={(recordId) => set({ recordId })}
            name="recordId"
          />
          <DateField
            label="From"
            value={filters.from}
            onChange={(from) => set({ from })}
            max={filters.to ?? undefined}
            name="from"
          />
          <DateField
            label="To"
            value={filters.to}
            onChange={(to) => set({ to })}
            min={filters.from ?? undefined}
            name="to"
          />
        </search>
        {isFiltered ? (
          <div className={styles.filterActions}>
            <Button variant="ghost" size="small" onPress={() => onFiltersChange(noAuditFilters)}>
              Clear filters
            </Button>
          </div>
        ) : null}
        {status === 'failed' ? (
          <LoadFailed title="We could not load the audit log." onRetry={onRetry} />
        ) : (
          <Table
            aria-label="Audit log"
            columns={columns}
            rows={rows}
            isLoading={status === 'loading'}
            loadingText="Loading the audit log..."
            emptyText={isFiltered ? 'No lines match these filters' : 'Nothing has been recorded yet'}
            renderCell={(row, column) => {
              switch (column) {
                case 'what':
                  return (
                    <div>
                      <div className={shared.cellTitle}>{row.what}</div>
                      <div className={styles.action}>{row.action}</div>
                    </div>
                  );
                case 'who':
                  return <span className={styles.mutedValue}>{row.who}</span>;
                case 'record':
                  return row.recordHref ? renderLink(row.recordHref, row.record) : row.record;
                case 'when':
                  return row.when;
                case 'address':
                  return <span className={styles.mutedValue}>{row.address ?? '—'}</span>;
                default:
                  return null;
              }
            }}
          />
        )}
        {status === 'loaded' && rows.length > 0 ? <Pager label="Audit log pages" {...pager} /> : null}
      </Card>
    </div>
  );
}
