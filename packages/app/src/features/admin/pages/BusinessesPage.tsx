import { businessProfileMessages, validateBusinessProfile } from '@injury-assist/flows/provider';
import {
  type AdminBusinessRow,
  Businesses,
  BusinessFormDialog,
  type BusinessFormField,
  type BusinessFormValues,
  ReasonDialog,
} from '@injury-assist/ui';
import { useState } from 'react';
import type { BusinessListingPayload, BusinessRow } from '../admin-data';
import { adminKeys, csvExport, useAdminAction, useAdminList } from '../admin-queries';
import { useFormEditing } from '../form-editing';

const emptyForm: BusinessFormValues = { businessName: '', email: '', phone: '', website: '', description: '' };

const formOf = (business: BusinessRow): BusinessFormValues => ({
  businessName: business.business_name,
  email: business.email ?? '',
  phone: business.phone ?? '',
  website: business.website ?? '',
  description: business.bio,
});

/** The owner's Business Profile rules, on the fields an administrator edits (no locations here). */
function validateListing(
  form: BusinessFormValues,
): { ok: true; payload: BusinessListingPayload } | { ok: false; errors: Partial<Record<BusinessFormField, string>> } {
  const problems = validateBusinessProfile({
    id: 0,
    businessName: form.businessName,
    website: form.website,
    phone: form.phone,
    email: form.email,
    description: form.description,
    experience: '',
    education: '',
    logoUrl: null,
    videoUrl: '',
    locations: [],
  });
  const errors: Partial<Record<BusinessFormField, string>> = {
    ...(problems.businessName ? { businessName: problems.businessName } : {}),
    ...(problems.email ? { email: problems.email } : {}),
    ...(problems.phone ? { phone: problems.phone } : {}),
    ...(problems.website ? { website: problems.website } : {}),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ok: true,
    payload: {
      business_name: form.businessName.trim(),
      email: optional(form.email),
      phone: optional(form.phone),
      website: optional(form.website),
      bio: form.description.trim(),
    },
  };
}

const toRow = (business: BusinessRow): AdminBusinessRow => ({
  id: business.id,
  name: business.business_name,
  ownerEmail: business.profiles?.email ?? null,
  email: business.email,
  phone: business.phone,
  verificationStatus: business.verification_status,
  isUnlisted: business.admin_unlisted_at !== null,
  unlistedReason: business.admin_unlisted_reason,
});

/** Who hears of an unlisting: the search and every list of businesses. */
const listings = [adminKeys.businesses, adminKeys.users] as const;

/** /admin/businesses: every business a page at a time; Edit, Verify, Unlist/Relist with a reason, in bulk too. */
export default function BusinessesPage() {
  const list = useAdminList(adminKeys.businesses, (data, query) => data.businesses(query), 'Error loading businesses', {
    exportCsv: csvExport('businesses'),
  });
  const editor = useFormEditing<number, BusinessFormValues, BusinessListingPayload>({
    emptyForm,
    validate: validateListing,
  });
  const [listing, setListing] = useState<{ ids: number[]; listed: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);

  const save = useAdminAction<{ id: number | null; payload: BusinessListingPayload }>({
    run: (data, { id, payload }) => (id === null ? Promise.resolve() : data.saveBusinessListing(id, payload)),
    success: () => ({ title: businessProfileMessages.saved, description: 'The listing was updated.' }),
    errorTitle: 'Error saving the listing',
    refresh: listings,
    onDone: editor.close,
  });
  const verify = useAdminAction<number[]>({
    run: (data, ids) => data.verifyBusinesses(ids),
    success: (ids) => ({
      title: 'Businesses verified',
      description: `${ids.length} ${ids.length === 1 ? 'business is' : 'businesses are'} now verified.`,
    }),
    errorTitle: 'Error verifying businesses',
    refresh: listings,
    onDone: list.clearSelection,
  });
  const setListed = useAdminAction<{ ids: number[]; listed: boolean; reason: string; message?: string }>({
    run: async (data, change) => {
      change.message = await data.setBusinessesListed(change.ids, change.listed, change.reason);
    },
    success: (change) => ({
      title: change.listed ? 'Businesses relisted' : 'Businesses unlisted',
      description: change.message ?? '',
    }),
    errorTitle: 'Error changing the listing',
    refresh: listings,
    onDone: () => {
      setListing(null);
      list.clearSelection();
    },
  });

  const openListing = (ids: number[], listed: boolean) => {
    setReason('');
    setReasonError(undefined);
    setListing({ ids, listed });
  };
  const count = listing?.ids.length ?? 0;
  const what = count === 1 ? 'this business' : `these ${count} businesses`;
  return (
    <>
      <Businesses
        businesses={list.rows.map(toRow)}
        status={list.status}
        onRetry={list.retry}
        paging={list.paging}
        selected={list.selection.selected}
        onSelectionChange={list.selection.onSelectionChange}
        onEdit={(id) => {
          const business = list.rows.find((row) => row.id === id);
          if (business) editor.open(id, formOf(business));
        }}
        onVerify={(ids) => verify.mutate(ids)}
        onSetListed={openListing}
        updatingId={verify.isPending && verify.variables?.length === 1 ? (verify.variables[0] ?? null) : null}
        isBulkUpdating={verify.isPending && (verify.variables?.length ?? 0) > 1}
      />
      <BusinessFormDialog {...editor.dialogProps((change) => save.mutate(change))} isSaving={save.isPending} />
      <ReasonDialog
        isOpen={listing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setListing(null);
        }}
        title={listing?.listed ? `Relist ${what}` : `Unlist ${what}`}
        description={
          listing?.listed
            ? 'Customers find it in the search again. Each owner with an account receives this reason by e-mail.'
            : 'It leaves the customer search at once. Each owner with an account receives this reason by e-mail.'
        }
        submitLabel={listing?.listed ? 'Relist' : 'Unlist'}
        reason={reason}
        onReasonChange={(text) => {
          setReason(text);
          setReasonError(undefined);
        }}
        errorMessage={reasonError}
        onSubmit={() => {
          if (!listing) return;
          if (reason.trim() === '') setReasonError('Give a reason; the owner receives it by e-mail.');
          else setListed.mutate({ ...listing, reason: reason.trim() });
        }}
        isSaving={setListed.isPending}
      />
    </>
  );
}
