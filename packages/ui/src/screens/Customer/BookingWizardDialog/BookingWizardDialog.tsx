import { type BookingWizardStep, bookingWizardSteps, bookingWizardTitles, initialsOf } from '@injury-assist/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { ProviderAddress, ProviderSummary } from '../private/ProviderSummary/ProviderSummary';
import * as summaryStyles from '../private/ProviderSummary/ProviderSummary.css';
import { SearchFilters, type SearchFiltersProps } from '../SearchFilters/SearchFilters';
import { SlotPicker, type SlotPickerProps } from '../SlotPicker/SlotPicker';
import * as shared from '../shared.css';
import * as styles from './BookingWizardDialog.css';

export type BookingWizardFilters = Pick<SearchFiltersProps, 'fields' | 'errors' | 'onSelect'> & {
  isSearching?: boolean;
  /** The last search found no provider that can be booked. */
  noResults?: boolean;
  onSearch: () => void;
};

export type WizardProviderData = {
  /** Identifies one provider at one address (a provider may list several locations). */
  id: string;
  name: string;
  businessName: string;
  address: string;
  pictureUrl: string | null;
  rating: number | null;
  reviewCount: number;
  /** Already formatted, e.g. '12.34 km'; null when the distance is unknown. */
  distance: string | null;
};

export type BookingWizardSchedule = {
  provider: { name: string; address: string };
  picker: SlotPickerProps;
  /** A date and an available slot are chosen. */
  canConfirm: boolean;
  isSubmitting: boolean;
  onConfirm: () => void;
};

export type BookingWizardDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  step: BookingWizardStep;
  /** Returns to the earlier step (steps 2 and 3). */
  onBack: () => void;
  filters: BookingWizardFilters;
  providers: readonly WizardProviderData[];
  onChooseProvider: (id: string) => void;
  /** Needed on step 3 only; null before a provider is chosen. */
  schedule: BookingWizardSchedule | null;
};

function ratingText(rating: number, reviewCount: number) {
  return `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}

function ProviderOption({ provider, onChoose }: { provider: WizardProviderData; onChoose: (id: string) => void }) {
  return (
    <li className={styles.provider}>
      {provider.pictureUrl ? (
        <img className={styles.avatar} src={provider.pictureUrl} alt="" width={48} height={48} />
      ) : (
        // The dummy picture: the provider's initials, so no outside image host is needed.
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(provider.name)}
        </span>
      )}
      <div className={styles.providerDetails}>
        <h3 className={summaryStyles.name}>{provider.name}</h3>
        {provider.businessName && provider.businessName !== provider.name ? (
          <p className={shared.mutedText}>{provider.businessName}</p>
        ) : null}
        <ProviderAddress address={provider.address} />
        <p className={styles.meta}>
          {provider.rating === null ? (
            // The same words as the search card; a star would suggest a rating of some sort.
            <span className={styles.rating}>No ratings yet</span>
          ) : (
            <span className={styles.rating}>
              <Icon name="star" size={16} className={styles.star} />
              {ratingText(provider.rating, provider.reviewCount)}
            </span>
          )}
          {provider.distance ? <span>{provider.distance}</span> : null}
        </p>
      </div>
      <div className={styles.choose}>
        <Button
          size="small"
          variant="secondary"
          // Every card has a 'Select' button; the name says which provider and address it picks.
          aria-label={`Select ${provider.name}, ${provider.address}`}
          onPress={() => onChoose(provider.id)}
        >
          Select
        </Button>
      </div>
    </li>
  );
}

/** 'Book New Appointment' from the appointments screen: search, choose a provider, then a date and a slot. */
export function BookingWizardDialog({
  isOpen,
  onOpenChange,
  step,
  onBack,
  filters,
  providers,
  onChooseProvider,
  schedule,
}: BookingWizardDialogProps) {
  const isSubmitting = step === 'schedule' && (schedule?.isSubmitting ?? false);
  const back = (
    <span className={styles.backSlot}>
      <Button variant="ghost" icon={<Icon name="arrowLeft" size={16} />} onPress={onBack} isDisabled={isSubmitting}>
        Back
      </Button>
    </span>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={bookingWizardTitles[step]}
      description={`Step ${bookingWizardSteps.indexOf(step) + 1} of ${bookingWizardSteps.length}`}
      size="large"
      // A booking on its way must not vanish behind an outside click or Escape.
      isDismissable={!isSubmitting}
      footer={
        step === 'providers' ? (
          back
        ) : step === 'schedule' ? (
          <>
            {back}
            <span className={styles.cancelSlot}>
              <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isSubmitting}>
                Cancel
              </Button>
            </span>
            <Button onPress={() => schedule?.onConfirm()} isDisabled={!schedule?.canConfirm} loading={isSubmitting}>
              Confirm Booking
            </Button>
          </>
        ) : undefined
      }
    >
      {step === 'filters' ? (
        <div className={shared.dialogContent}>
          <SearchFilters
            heading="Find a provider"
            searchLabel="Search Providers"
            fields={filters.fields}
            errors={filters.errors ?? {}}
            onSelect={filters.onSelect}
            onSearch={filters.onSearch}
            isSearching={filters.isSearching ?? false}
          />
          {/* Always rendered, so screen readers announce the message when it appears. */}
          <div role="status" className={styles.noResultsRegion}>
            {filters.noResults && !filters.isSearching ? (
              <div className={styles.noResults}>
                <p className={styles.noResultsTitle}>No providers found</p>
                <p className={styles.noResultsText}>Try another service or location.</p>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}

      {step === 'providers' ? (
        <div className={shared.dialogContent}>
          <p className={styles.intro}>Choose who you would like to see.</p>
          <ul className={styles.providers} aria-label="Providers">
            {providers.map((provider) => (
              <ProviderOption key={provider.id} provider={provider} onChoose={onChooseProvider} />
            ))}
          </ul>
        </div>
      ) : null}

      {step === 'schedule' && schedule ? (
        <div className={shared.dialogContent}>
          <ProviderSummary name={schedule.provider.name} address={schedule.provider.address} />
          <SlotPicker {...schedule.picker} isDisabled={isSubmitting || (schedule.picker.isDisabled ?? false)} />
        </div>
      ) : null}
    </Dialog>
  );
}
