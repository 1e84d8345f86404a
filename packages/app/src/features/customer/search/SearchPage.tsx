import type { FilterField } from '@injury-assist/domain';
import { bookingTarget } from '@injury-assist/flows/booking';
import { ProviderResults, SearchFilters } from '@injury-assist/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useClock } from '../../../lib/clock/clock-context';
import { toEventView, useEventRegistration, usePublicEvents } from '../../../lib/events/public-events';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { loadStatus } from '../../../lib/load-status';
import { useOpenedOnce } from '../../../lib/page/use-opened-once';
import { useReturnToPage } from '../../../lib/page/use-return-to-page';
import { reviewListProps, useReviewPages } from '../../../lib/review-pages';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { type ResultLocation, resultLocations, toProviderCard, toProviderProfile } from '../booking/provider-view';
import { recordLead } from './lead-events';
import { markLookupsStale } from './load-lookup';
import { SearchFlow } from './search-flow';

/**
 * Loaded when the customer first books from a result (issue 22): its date picker, calendar and slot
 * machine were a quarter of the search page's first load.
 */
const ProviderProfileDialog = lazy(() => import('./provider-profile-dialog'));
const BookingDialog = lazy(() =>
  import('../booking/BookingDialog').then(({ BookingDialog }) => ({ default: BookingDialog })),
);

function SearchScreen() {
  const actor = SearchFlow.useActorRef();
  const { fields, errors, results, searchStatus, sort, page, moreStatus } = SearchFlow.useSelector(
    (state) => state.context,
  );
  const clock = useClock();
  const [profileId, setProfileId] = useState<string | null>(null);
  const [booking, setBooking] = useState<ResultLocation | null>(null);

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    return () => toasts.unsubscribe();
  }, [actor]);

  // The dropdowns follow the admin's taxonomy: coming back to the page reloads the shown lists.
  useReturnToPage(() => {
    void markLookupsStale().then(() => actor.send({ type: 'lookups.refresh' }));
  });

  // Distances from where the server measured: the customer's position, else the city's centre.
  const origin = useMemo(() => (page?.origin ? { lat: page.origin.lat, lon: page.origin.lng } : null), [page]);

  const locations = useMemo(() => resultLocations(results ?? []), [results]);
  const now = clock.now();
  const cards = locations.map((result) => toProviderCard(result, origin, now));
  const profile = locations.find(({ id }) => id === profileId) ?? null;
  const reviews = useReviewPages(
    profile ? { kind: 'provider', providerId: profile.provider.business_provider_id } : null,
  );
  const events = usePublicEvents(profile?.provider.business_provider_id ?? null);
  const registration = useEventRegistration();
  const providerEvents = events.data?.data ?? [];
  const lead = (result: ResultLocation, action: Parameters<typeof recordLead>[2]) =>
    recordLead(result.provider.business_provider_id, result.location.address, action);
  const byId = (id: string) => locations.find((result) => result.id === id) ?? null;

  const onSelect = useCallback(
    (field: FilterField, id: number | null) => actor.send({ type: 'filter.select', field, id }),
    [actor],
  );
  const closeBooking = useCallback(() => setBooking(null), []);
  const isProfileShown = useOpenedOnce(profile !== null);

  return (
    <>
      <SearchFilters
        fields={fields}
        errors={errors}
        isSearching={searchStatus === 'searching'}
        onSelect={onSelect}
        onSearch={() => actor.send({ type: 'search.submit' })}
      />
      <ProviderResults
        status={searchStatus === 'searching' ? 'searching' : results === null ? 'idle' : 'done'}
        providers={cards}
        total={page?.total ?? { count: 0, exact: true }}
        sort={sort}
        onSortChange={(next) => actor.send({ type: 'sort.change', sort: next })}
        hasMore={!!page?.nextCursor}
        isLoadingMore={moreStatus === 'loading'}
        onShowMore={() => actor.send({ type: 'search.more' })}
        onViewProfile={(id) => {
          const opened = byId(id);
          if (opened) lead(opened, 'profileView');
          registration.clearMessage();
          setProfileId(id);
        }}
        onBook={(id) => setBooking(byId(id))}
      />
      <Suspense fallback={null}>
        {isProfileShown && (
          <ProviderProfileDialog
            isOpen={profile !== null}
            onOpenChange={(open) => {
              if (!open) setProfileId(null);
            }}
            provider={profile ? toProviderProfile(profile) : null}
            onContact={(link) => {
              if (profile) lead(profile, link);
            }}
            reviews={{ ...reviewListProps(reviews), replierName: profile?.provider.business_name ?? 'the provider' }}
            events={{
              status: loadStatus(events),
              onRetry: () => void events.refetch(),
              events: providerEvents.map((event) => toEventView(event, { withHost: false })),
              pendingEventId: registration.pendingEventId,
              onRegister: (id) => {
                const event = providerEvents.find((entry) => entry.id === id);
                if (event) void registration.register(event);
              },
              onCancel: (id) => void registration.cancel(id),
              message: registration.message,
            }}
            onBook={() => {
              setProfileId(null);
              setBooking(profile);
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {booking && (
          <BookingDialog
            key={booking.id}
            title="Book Appointment"
            target={bookingTarget(booking.provider, booking.location)}
            mode={{ kind: 'book' }}
            onClose={closeBooking}
            onDone={closeBooking}
          />
        )}
      </Suspense>
    </>
  );
}

/** 'Find a service': the filters, the result cards page by page with 'Sort by', View Profile and Book Appointment. */
export default function SearchPage() {
  return (
    <FlowProvider flow={SearchFlow}>
      <SearchScreen />
    </FlowProvider>
  );
}
