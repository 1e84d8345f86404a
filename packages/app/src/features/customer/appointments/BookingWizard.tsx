import type { FilterField } from '@injury-assist/domain';
import type { bookingWizardMachine } from '@injury-assist/flows/booking';
import { BookingWizardDialog, type BookingWizardSchedule, type WizardProviderData } from '@injury-assist/ui';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useClock } from '../../../lib/clock/clock-context';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { useSlotPickerView } from '../../../lib/slots/slot-picker-view';
import { WizardFlow } from '../booking/booking-flows';
import { resultLocations, toProviderCard } from '../booking/provider-view';
import { useCustomerPosition } from '../customer-reads';

type WizardRef = ActorRefFrom<typeof bookingWizardMachine>;
type PickerRef = NonNullable<ReturnType<WizardRef['getSnapshot']>['children']['picker']>;

export type BookingWizardProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** spec §4: the page reloads 2 s after a booking; here its appointments are fetched again. */
  onReload: () => void;
};

/** Step 3's props, from the picker child that exists only at that step. */
function useSchedule(picker: PickerRef, wizard: WizardRef): BookingWizardSchedule {
  const view = useSlotPickerView(picker);
  const target = useSelector(picker, (state) => state.context.target);
  return {
    provider: { name: target.providerName, address: target.address },
    picker: view.picker,
    canConfirm: view.canConfirm,
    isSubmitting: view.isSubmitting,
    onConfirm: () => wizard.send({ type: 'confirm' }),
  };
}

function ScheduleStep({
  picker,
  wizard,
  render,
}: {
  picker: PickerRef;
  wizard: WizardRef;
  render: (schedule: BookingWizardSchedule) => ReactNode;
}) {
  return render(useSchedule(picker, wizard));
}

/**
 * 'Book New Appointment' → 'Select Provider' → 'Schedule Appointment' (spec §2, §4). The wizard's
 * actor (`WizardFlow`) is mounted around it by `BookingWizardFlow`: it outlives the dialog, whose
 * reload falls due 2 s after the dialog has closed.
 */
function BookingWizard({ isOpen, onOpenChange, onReload }: BookingWizardProps) {
  const clock = useClock();
  const wizard = WizardFlow.useActorRef();
  const step = WizardFlow.useSelector((state) => state.value);
  const providers = WizardFlow.useSelector((state) => state.context.providers);
  const noResults = WizardFlow.useSelector((state) => state.context.noResults);
  const search = WizardFlow.useSelector((state) => state.children.search);
  const picker = WizardFlow.useSelector((state) => state.children.picker);
  const filters = useSelector(search, (state) => state?.context);

  useEffect(() => {
    const toasts = wizard.on('toast', showDashboardToast);
    const booked = wizard.on('booked', () => onOpenChange(false));
    const reload = wizard.on('reload', onReload);
    const searchToasts = search?.on('toast', showDashboardToast);
    return () => {
      toasts.unsubscribe();
      booked.unsubscribe();
      reload.unsubscribe();
      searchToasts?.unsubscribe();
    };
  }, [wizard, search, onOpenChange, onReload]);

  const origin = useCustomerPosition(providers.length > 0);
  const locations = useMemo(() => resultLocations(providers), [providers]);
  const now = clock.now();
  // A card carries all a step-2 row shows (and a little more).
  const choices: readonly WizardProviderData[] = locations.map((result) => toProviderCard(result, origin, now));

  const onSelect = useCallback(
    (field: FilterField, id: number | null) => wizard.send({ type: 'filter.select', field, id }),
    [wizard],
  );
  const close = (open: boolean) => {
    if (open) return;
    wizard.send({ type: 'close' });
    onOpenChange(false);
  };

  // The search child is invoked with the wizard, so it is always there.
  if (!filters) return null;
  const dialog = (schedule: BookingWizardSchedule | null) => (
    <BookingWizardDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!schedule?.isSubmitting) close(open);
      }}
      step={step}
      onBack={() => wizard.send({ type: 'back' })}
      filters={{
        fields: filters.fields,
        errors: filters.errors,
        isSearching: filters.searchStatus === 'searching',
        noResults,
        onSelect,
        onSearch: () => wizard.send({ type: 'search.submit' }),
      }}
      providers={choices}
      onChooseProvider={(id) => {
        const chosen = locations.find((result) => result.id === id);
        if (chosen) {
          wizard.send({
            type: 'provider.choose',
            providerId: chosen.provider.business_provider_id,
            locationKey: chosen.location.key,
          });
        }
      }}
      schedule={schedule}
    />
  );

  return picker ? <ScheduleStep picker={picker} wizard={wizard} render={dialog} /> : dialog(null);
}

/**
 * The wizard with its machine, which starts at the first opening (issue 22). The page keeps it
 * mounted from then on, so the machine outlives each closing of the dialog.
 */
export default function BookingWizardFlow(props: BookingWizardProps) {
  const user = useSignedInUser();
  const clock = useClock();
  return (
    <FlowProvider flow={WizardFlow} options={{ input: { userId: user.id, now: clock.now().getTime() } }}>
      <BookingWizard {...props} />
    </FlowProvider>
  );
}
