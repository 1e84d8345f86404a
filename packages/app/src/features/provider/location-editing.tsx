import type { components } from '@injury-assist/contract';
import { isUsStateCode } from '@injury-assist/domain';
import {
  type LocationFormValues,
  OnDemandConfirmDialog,
  OnDemandLocationFormDialog,
  showToast,
} from '@injury-assist/ui';
import { type ReactNode, useState } from 'react';
import { api, quietErrors } from '../../lib/api/client';
import { useRefresh } from './provider-reads';

type ApiLocation = components['schemas']['ProfileLocation'];

const EMPTY: LocationFormValues = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  googleMyBusinessLink: '',
};

const valuesOf = (location: ApiLocation): LocationFormValues => ({
  addressLine1: location.street,
  addressLine2: '',
  city: location.city,
  state: isUsStateCode(location.state) ? location.state : '',
  zipCode: location.zipcode,
  googleMyBusinessLink: location.google_my_business_link,
});

type Form = { locationId: number | null; values: LocationFormValues; error: string | null; isSaving: boolean };

export type LocationHandlers = {
  onAddLocation: () => void;
  onEditLocation: (locationId: number) => void;
  onRemoveLocation: (locationId: number) => void;
};

/**
 * Adding, moving and removing a location from the Business Profile: each is saved at once in its
 * own dialog (the server checks and geocodes the address), then the profile and the Overview are
 * read again.
 */
export function useLocationEditing(locations: readonly ApiLocation[]): {
  handlers: LocationHandlers;
  dialogs: ReactNode;
} {
  const refresh = useRefresh('/provider/profile', '/provider/overview');
  const [form, setForm] = useState<Form | null>(null);
  const [removing, setRemoving] = useState<{ location: ApiLocation; isWorking: boolean } | null>(null);

  const submit = async () => {
    if (!form) return;
    const { values, locationId } = form;
    if (!values.addressLine1.trim() || !values.city.trim() || !values.state || !values.zipCode.trim()) {
      setForm({ ...form, error: 'Fill in the address line, city, state and ZIP code.' });
      return;
    }
    setForm({ ...form, isSaving: true, error: null });
    const body = { ...values, state: values.state, zipCode: values.zipCode.trim() };
    const { data, error } =
      locationId === null
        ? await api.POST('/provider/locations', { body, ...quietErrors })
        : await api.PUT('/provider/locations/{locationId}', {
            params: { path: { locationId } },
            body,
            ...quietErrors,
          });
    if (error) {
      setForm({ ...form, isSaving: false, error: error.message });
      return;
    }
    setForm(null);
    showToast({ title: data.message, tone: 'success' });
    refresh();
  };

  const remove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, isWorking: true });
    const { data, error } = await api.DELETE('/provider/locations/{locationId}', {
      params: { path: { locationId: removing.location.id } },
      ...quietErrors,
    });
    setRemoving(null);
    showToast(error ? { title: error.message, tone: 'critical' } : { title: data.message, tone: 'success' });
    if (!error) refresh();
  };

  const handlers: LocationHandlers = {
    onAddLocation: () => setForm({ locationId: null, values: EMPTY, error: null, isSaving: false }),
    onEditLocation: (locationId) => {
      const location = locations.find((candidate) => candidate.id === locationId);
      if (location) setForm({ locationId, values: valuesOf(location), error: null, isSaving: false });
    },
    onRemoveLocation: (locationId) => {
      const location = locations.find((candidate) => candidate.id === locationId);
      if (location) setRemoving({ location, isWorking: false });
    },
  };

  const dialogs = (
    <>
      <OnDemandLocationFormDialog
        isOpen={form !== null}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        title={form?.locationId === null ? 'Add location' : 'Change address'}
        values={form?.values ?? EMPTY}
        // Editing a field clears the server's sentence about it.
        onChange={(field, value) =>
          form && setForm({ ...form, values: { ...form.values, [field]: value }, error: null })
        }
        error={form?.error ?? null}
        isSaving={form?.isSaving ?? false}
        onSubmit={() => void submit()}
      />
      <OnDemandConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this location?"
        confirmLabel="Remove location"
        onConfirm={() => void remove()}
        isWorking={removing?.isWorking ?? false}
      >
        {removing
          ? `${removing.location.address} leaves the customer search and can no longer be booked. Its past appointments stay in your history.`
          : null}
      </OnDemandConfirmDialog>
    </>
  );
  return { handlers, dialogs };
}
