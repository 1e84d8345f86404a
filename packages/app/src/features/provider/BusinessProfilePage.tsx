import type { components } from '@injury-assist/contract';
import { hasUnsavedChanges } from '@injury-assist/flows/provider';
import { BusinessProfile, type BusinessProfileProps } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { type OnDemandFlow, useOnDemandFlow } from '../../lib/flows/on-demand-flow';
import { loadStatus } from '../../lib/load-status';
import { reviewListProps, useReviewPages } from '../../lib/review-pages';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { LocationScheduleSection } from './LocationScheduleSection';
import { type LocationHandlers, useLocationEditing } from './location-editing';
import type { makeReviewReply } from './profile-flows';
import { toBusinessProfile } from './provider-api';
import { useBusinessProfile, useRefresh } from './provider-reads';

type ApiBusinessProfile = components['schemas']['BusinessProfile'];

const noop = () => undefined;

// Each machine is loaded, with XState, on the first event sent to it (Edit Profile, Reply): until
// then the page draws their first states, the profile as read and no reply open.
const loadProfileFlow = () => import('./profile-flows').then((module) => module.makeBusinessProfile);
const loadReplyFlow = () => import('./profile-flows').then((module) => module.makeReviewReply);

type ReplyFlow = OnDemandFlow<ReturnType<typeof makeReviewReply>['logic']>;

/** The reply flow, with its toasts, and the list read again once a reply is saved. */
function useReplyFlow(): ReplyFlow {
  const queryClient = useQueryClient();
  return useOnDemandFlow(loadReplyFlow, undefined, {
    toast: showDashboardToast,
    'reply.saved': () => void queryClient.invalidateQueries({ queryKey: ['get', '/provider/reviews'] }),
  });
}

/** Customer Reviews, paged, each with the business's reply: the reply flow's form on the review it edits. */
function useReviews(businessName: string, { snapshot: reply, send }: ReplyFlow): BusinessProfileProps['reviews'] {
  const reviews = useReviewPages({ kind: 'own' });
  const props = reviewListProps(reviews);
  const editing = reply?.matches('editing') ?? false;
  return {
    ...props,
    replierName: businessName || 'you',
    replying: {
      editingId: editing && reply ? reply.context.reviewId : null,
      draft: reply?.context.draft ?? '',
      error: reply?.context.error ?? null,
      isSaving: reply?.matches({ editing: 'saving' }) ?? false,
      onEdit: (reviewId) => {
        const current = props.reviews.find((review) => review.id === reviewId)?.reply?.text ?? '';
        send({ type: 'reply.edit', reviewId, current });
      },
      onDraftChange: (value) => send({ type: 'reply.change', value }),
      onCancel: () => send({ type: 'reply.cancel' }),
      onSave: () => send({ type: 'reply.save' }),
    },
  };
}

function ProfileEditor({
  business,
  locations,
  reply,
}: {
  business: ApiBusinessProfile;
  locations: LocationHandlers;
  reply: ReplyFlow;
}) {
  // The profile as read when the editor mounted: the machine starts from it, as it did when mounted.
  const [profile] = useState(() => toBusinessProfile(business));
  // The Overview's completeness and ranking follow the saved profile.
  const refresh = useRefresh('/provider/profile', '/provider/overview');
  const { snapshot, send } = useOnDemandFlow(
    loadProfileFlow,
    { profile },
    { toast: showDashboardToast, 'profile.saved': refresh },
  );
  const context = snapshot?.context;
  const reviews = useReviews((context?.profile ?? profile).businessName, reply);

  return (
    <BusinessProfile
      status="loaded"
      onRetry={noop}
      mode={snapshot?.matches('editing') ? 'edit' : 'view'}
      profile={context?.draft ?? profile}
      hasUnsavedChanges={context ? hasUnsavedChanges(context) : false}
      errors={context?.errors ?? {}}
      isSaving={snapshot?.matches({ editing: 'saving' }) ?? false}
      isUploadingLogo={snapshot?.matches({ editing: 'uploadingLogo' }) ?? false}
      outsideHours={context?.outsideHours ?? []}
      onDismissOutsideHours={() => send({ type: 'notice.dismiss' })}
      mapTileUrl={business.map_tile_url}
      reviews={reviews}
      onEdit={() => send({ type: 'profile.edit' })}
      onCancel={() => send({ type: 'profile.cancel' })}
      onSave={() => send({ type: 'form.submit' })}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onHoursChange={(locationId, day, hours) => send({ type: 'hours.change', locationId, day, hours })}
      onAddService={(locationId, serviceId) => send({ type: 'service.add', locationId, serviceId })}
      onRemoveService={(locationId, serviceId) => send({ type: 'service.remove', locationId, serviceId })}
      onLogoChoose={(file) =>
        send({ type: 'logo.choose', file: { name: file.name, type: file.type, size: file.size, handle: file } })
      }
      onLogoRemove={() => send({ type: 'logo.remove' })}
      {...locations}
    />
  );
}

/** Which live locations there are, at which addresses: a change starts the editor afresh from them. */
const locationsKey = (profile: { locations: readonly { id: number; address: string }[] }) =>
  profile.locations.map((location) => `${location.id}:${location.address}`).join('|');

/** The editor, started afresh when the locations change, and the reply flow, which outlives it. */
function LoadedProfile({ business, locations }: { business: ApiBusinessProfile; locations: LocationHandlers }) {
  const reply = useReplyFlow();
  return <ProfileEditor key={locationsKey(business)} business={business} locations={locations} reply={reply} />;
}

/**
 * spec provider-and-admin §2.3 Business Profile: loading, a failed load with 'Try again', then the
 * editor. `paymentMethods` is the saved cards' section, which belongs to billing: the app passes it
 * in, so this feature does not import that one.
 */
export default function BusinessProfilePage({ paymentMethods }: { paymentMethods?: ReactNode }) {
  const profile = useBusinessProfile();
  const locationEditing = useLocationEditing(profile.data?.data.locations ?? []);
  const status = loadStatus(profile);
  if (!profile.data || status !== 'loaded') {
    return (
      <BusinessProfile
        status={status}
        onRetry={() => void profile.refetch()}
        mode="view"
        profile={null}
        hasUnsavedChanges={false}
        errors={{}}
        isSaving={false}
        isUploadingLogo={false}
        outsideHours={[]}
        onDismissOutsideHours={noop}
        mapTileUrl={null}
        reviews={{ status: 'loading', onRetry: noop, reviews: [], rating: null, reviewCount: 0 }}
        onEdit={noop}
        onCancel={noop}
        onSave={noop}
        onFieldChange={noop}
        onHoursChange={noop}
        onAddService={noop}
        onRemoveService={noop}
        onLogoChoose={noop}
        onLogoRemove={noop}
      />
    );
  }
  return (
    <>
      <LoadedProfile business={profile.data.data} locations={locationEditing.handlers} />
      {locationEditing.dialogs}
      <LocationScheduleSection locations={profile.data.data.locations} />
      {paymentMethods}
    </>
  );
}
