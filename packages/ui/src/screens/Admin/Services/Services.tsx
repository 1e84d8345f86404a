import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export type AdminServiceRow = {
  id: number;
  name: string;
  description: string | null;
  /** The linked category's name, e.g. 'Medical › Specialists'. */
  category: string;
  /** Already formatted with the $ sign, e.g. '$120.00'. */
  price: string;
  /** e.g. '60 min', or null when not set. */
  minutes: string | null;
  isActive: boolean;
};

export type ServicesProps = {
  /** Given, the list is searched and paged on the server. */
  paging?: AdminListPaging;
  services: readonly AdminServiceRow[];
  status: LoadStatus;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onToggleActive: (id: number) => void;
  /** The service whose Activate/Deactivate is on its way. */
  updatingId?: number | null;
};

const columns: readonly TableColumn[] = [
  { id: 'service', name: 'Service', isRowHeader: true, allowsSorting: true },
  { id: 'category', name: 'Category' },
  { id: 'price', name: 'Price', allowsSorting: true },
  { id: 'minutes', name: 'Duration', allowsSorting: true },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'actions', name: 'Actions', isActions: true },
];

/** 'Service Management': the services customers search for, with Add, Edit, Activate/Deactivate and Delete. */
export function Services({
  services,
  status,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  onToggleActive,
  updatingId = null,
  paging,
}: ServicesProps) {
  return (
    <AdminTablePage
      heading="Service Management"
      subtitle="The services customers choose in the search."
      action={
        <Button icon={<Icon name="add" size={16} />} onPress={onAdd}>
          Add Service
        </Button>
      }
      paging={
        paging && {
          ...paging,
          searchLabel: 'Search services',
          searchPlaceholder: 'Search services by name or description...',
        }
      }
      tableLabel="Services"
      columns={columns}
      rows={services}
      status={status}
      onRetry={onRetry}
      loadingText="Loading services..."
      emptyText="No services found"
      failedTitle="We could not load the services."
      renderCell={(service, column) => {
        switch (column) {
          case 'service':
            return (
              <div>
                <div className={shared.cellTitle}>{service.name}</div>
                {service.description ? <div className={shared.clamp}>{service.description}</div> : null}
              </div>
            );
          case 'category':
            return <span className={shared.mutedText}>{service.category}</span>;
          case 'price':
            return <span className={shared.nowrap}>{service.price}</span>;
          case 'minutes':
            return <span className={shared.nowrap}>{service.minutes ?? '—'}</span>;
          case 'status':
            return service.isActive ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>;
          case 'actions':
            return (
              <div className={shared.rowActions}>
                <RowAction
                  icon="edit"
                  label="Edit"
                  aria-label={`Edit ${service.name}`}
                  onPress={() => onEdit(service.id)}
                />
                <RowAction
                  icon={service.isActive ? 'close' : 'check'}
                  label={service.isActive ? 'Deactivate' : 'Activate'}
                  aria-label={`${service.isActive ? 'Deactivate' : 'Activate'} ${service.name}`}
                  onPress={() => onToggleActive(service.id)}
                  loading={updatingId === service.id}
                />
                <RowAction
                  icon="trash"
                  label="Delete"
                  aria-label={`Delete ${service.name}`}
                  variant="ghost"
                  onPress={() => onDelete(service.id)}
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
