import { hasUnsavedChanges } from '@injury-assist/flows/provider';
import { BusinessProfile, type BusinessProfileProps } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { reviewListProps, useReviewPages } from '../../lib/review-pages';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { LocationScheduleSection } from './LocationScheduleSection';
import { type LocationHandlers, useLocationEditing } from './location-editing';
import { toBusinessProfile } from './provider-api';
import { BusinessProfileFlow, ReviewReplyFlow } from './provider-flows';
import { useBusinessProfile, useRefresh } from './provider-reads';

const noop = () => undefined;

/**
 * Customer Reviews, paged, each with the business's reply: the reply flow's form on the review it
 * edits, and the list read again once a reply is saved.
 */
function useReviews(businessName: string): BusinessProfileProps['reviews'] {
  const reviews = useReviewPages({ kind: 'own' });
  const actor = ReviewReplyFlow.useActorRef();
  const reply = ReviewReplyFlow.useSelector((state) => state);
  const queryClient = useQueryClient();
  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    const saved = actor.on(
      'reply.saved',
      () => void queryClient.invalidateQueries({ queryKey: ['get', '/provider/reviews'] }),
    );
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, queryClient]);
  const props = reviewListProps(reviews);
  const editing = reply.matches('editing');
  return {
    ...props,
    replierName: businessName || 'you',
    replying: {
      editingId: editing ? reply.context.reviewId : null,
      draft: reply.context.draft,
      error: reply.context.error,
      isSaving: reply.matches({ editing: 'saving' }),
      onEdit: (reviewId) => {
        const current = props.reviews.find((review) => review.id === reviewId)?.reply?.text ?? '';
        actor.send({ type: 'reply.edit', reviewId, current });
      },
      onDraftChange: (value) => actor.send({ type: 'reply.change', value }),
      onCancel: () => actor.send({ type: 'reply.cancel' }),
      onSave: () => actor.send({ type: 'reply.save' }),
    },
  };
}

function ProfileEditor({ mapTileUrl, locations }: { mapTileUrl: string | null; locations: LocationHandlers }) {
  const actor = BusinessProfileFlow.useActorRef();
  const snapshot = BusinessProfileFlow.useSelector((state) => state);
  const refresh = useRefresh('/provider/profile', '/provider/overview');
  const reviews = useReviews(snapshot.context.profile.businessName);

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    // The Overview's completeness and ranking follow the saved profile.
    const saved = actor.on('profile.saved', refresh);
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, refresh]);

  const { context } = snapshot;
  return (
    <BusinessProfile
      status="loaded"
      onRetry={noop}
      mode={snapshot.matches('editing') ? 'edit' : 'view'}
      profile={context.draft}
      hasUnsavedChanges={hasUnsavedChanges(context)}
      errors={context.errors}
      isSaving={snapshot.matches({ editing: 'saving' })}
      isUploadingLogo={snapshot.matches({ editing: 'uploadingLogo' })}
      outsideHours={context.outsideHours}
      onDismissOutsideHours={() => actor.send({ type: 'notice.dismiss' })}
      mapTileUrl={mapTileUrl}
      reviews={reviews}
      onEdit={() => actor.send({ type: 'profile.edit' })}
      onCancel={() => actor.send({ type: 'profile.cancel' })}
      onSave={() => actor.send({ type: 'form.submit' })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onHoursChange={(locationId, day, hours) => actor.send({ type: 'hours.change', locationId, day, hours })}
      onAddService={(locationId, serviceId) => actor.send({ type: 'service.add', locationId, serviceId })}
      onRemoveService={(locationId, serviceId) => actor.send({ type: 'service.remove', locationId, serviceId })}
      onLogoChoose={(file) =>
        actor.send({ type: 'logo.choose', file: { name: file.name, type: file.type, size: file.size, handle: file } })
      }
      onLogoRemove={() => actor.send({ type: 'logo.remove' })}
      {...locations}
    />
  );
}

/** Which live locations there are, at which addresses: a change starts the editor afresh from them. */
const locationsKey = (profile: { locations: readonly { id: number; address: string }[] }) =>
  profile.locations.map((location) => `${location.id}:${location.address}`).join('|');

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
      <FlowProvider flow={ReviewReplyFlow}>
        <FlowProvider
          key={locationsKey(profile.data.data)}
          flow={BusinessProfileFlow}
          options={{ input: { profile: toBusinessProfile(profile.data.data) } }}
        >
          <ProfileEditor mapTileUrl={profile.data.data.map_tile_url} locations={locationEditing.handlers} />
        </FlowProvider>
      </FlowProvider>
      {locationEditing.dialogs}
      <LocationScheduleSection locations={profile.data.data.locations} />
      {paymentMethods}
    </>
  );
}
