import type { ServiceForm, ServicePayload } from '@injury-assist/flows/admin';
import { validateService } from '@injury-assist/flows/admin';
import { AdminConfirmDialog, type AdminServiceRow, ServiceFormDialog, Services } from '@injury-assist/ui';
import { useState } from 'react';
import type { ServiceRow } from '../admin-data';
import { dollars } from '../admin-format';
import { adminKeys, csvExport, useAdminAction, useAdminList, useAdminRead } from '../admin-queries';
import { categoryLabel, serviceCategoryOptions } from '../category-tree';
import { useFormEditing } from '../form-editing';

const emptyForm: ServiceForm = {
  name: '',
  description: '',
  basePrice: Number.NaN,
  durationMinutes: Number.NaN,
  categoryId: null,
};

const formOf = (service: ServiceRow): ServiceForm => ({
  name: service.name,
  description: service.description ?? '',
  basePrice: service.base_price === null ? Number.NaN : Number(service.base_price),
  durationMinutes: service.duration_minutes ?? Number.NaN,
  categoryId: service.category_id,
});

/** The taxonomy and the customer dropdowns follow services and categories. */
const taxonomy = [adminKeys.services, adminKeys.categories, adminKeys.counts] as const;

/** /admin/services: the list, Add/Edit with the spec's form rules, Activate/Deactivate, Delete. */
export default function ServicesPage() {
  const services = useAdminList(adminKeys.services, (data, query) => data.services(query), 'Error loading services', {
    exportCsv: csvExport('services'),
  });
  const categories = useAdminRead(adminKeys.categories, (data) => data.categories(), 'Error loading categories');
  const editor = useFormEditing<number, ServiceForm, ServicePayload>({ emptyForm, validate: validateService });
  const [deleting, setDeleting] = useState<ServiceRow | null>(null);

  const save = useAdminAction<{ id: number | null; payload: ServicePayload }>({
    run: (data, { id, payload }) => data.saveService(id, payload),
    success: ({ id }) => ({
      title: 'Service saved successfully',
      description: id === null ? 'Service created' : 'Service updated',
    }),
    errorTitle: 'Error saving service',
    refresh: taxonomy,
    onDone: editor.close,
  });
  const toggle = useAdminAction<ServiceRow>({
    run: (data, service) => data.setServiceActive(service.id, !service.is_active),
    success: (service) => ({
      title: 'Service saved successfully',
      description: `${service.name} is now ${service.is_active ? 'inactive' : 'active'}`,
    }),
    errorTitle: 'Error saving service',
    refresh: taxonomy,
  });
  const remove = useAdminAction<ServiceRow>({
    run: (data, service) => data.deleteService(service.id),
    success: (service) => ({ title: 'Service deleted successfully', description: `${service.name} was deleted` }),
    errorTitle: 'Error deleting service',
    refresh: taxonomy,
    onDone: () => setDeleting(null),
  });

  const allCategories = categories.data ?? [];
  const rows: AdminServiceRow[] = services.rows.map((service) => {
    const category = allCategories.find((row) => row.id === service.category_id);
    return {
      id: service.id,
      name: service.name,
      description: service.description,
      category: category ? categoryLabel(category, allCategories) : (service.service_categories?.name ?? '—'),
      price: dollars(service.base_price),
      minutes: service.duration_minutes === null ? null : `${service.duration_minutes} min`,
      isActive: service.is_active,
    };
  });
  const find = (id: number) => services.rows.find((service) => service.id === id);

  return (
    <>
      <Services
        services={rows}
        status={services.status}
        onRetry={services.retry}
        paging={services.paging}
        onAdd={() => editor.open(null, emptyForm)}
        onEdit={(id) => {
          const service = find(id);
          if (service) editor.open(id, formOf(service));
        }}
        onToggleActive={(id) => {
          const service = find(id);
          if (service) toggle.mutate(service);
        }}
        onDelete={(id) => setDeleting(find(id) ?? null)}
        updatingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
      />
      <ServiceFormDialog
        {...editor.dialogProps(save.mutate)}
        categories={serviceCategoryOptions(allCategories)}
        categoriesLoading={categories.status === 'loading'}
        isSaving={save.isPending}
      />
      <AdminConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete service?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        isWorking={remove.isPending}
      >
        “{deleting?.name}” will no longer be offered in the search. You can restore it from Deleted items for 30 days.
      </AdminConfirmDialog>
    </>
  );
}
