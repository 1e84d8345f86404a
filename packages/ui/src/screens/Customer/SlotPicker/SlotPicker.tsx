import { type SlotsStatus, type WeekdayName, weekdayName, weekdayOfDate } from '@injury-assist/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { DatePicker } from '../../../components/DatePicker/DatePicker';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { LoadingMessage } from '../private/LoadingMessage/LoadingMessage';
import * as styles from './SlotPicker.css';

/** One slot of the chosen day, e.g. { label: '09:00 AM - 10:00 AM', available: true }. */
export type SlotPickerSlot = { label: string; available: boolean };

export type SlotPickerProps = {
  /** ISO date 'YYYY-MM-DD', or null while none is chosen. */
  date: string | null;
  /** Earliest bookable ISO date: today in the provider's time zone; the calendar opens on it. */
  minDate: string;
  /** The weekdays the location is closed, disabled in the calendar; empty or absent when unknown. */
  closedDays?: readonly WeekdayName[];
  onDateChange: (date: string | null) => void;
  slotsStatus: SlotsStatus;
  slots: readonly SlotPickerSlot[];
  /** The label of the chosen slot, or null. */
  selectedSlot: string | null;
  onSelectSlot: (label: string) => void;
  /** Locks the date and the slots, e.g. while the booking is being sent. */
  isDisabled?: boolean;
  /**
   * Why the chosen date has no slots when the location is closed that day (a holiday, a vacation,
   * its weekly day off): the date field marks the date closed and the slot area says why.
   */
  closedMessage?: string | null;
  /**
   * Why no date has slots at all, e.g. the provider is not taking bookings right now: the slot
   * area says why, whatever the date, and the date field marks no date closed.
   */
  unavailableMessage?: string | null;
};

/** '09:00 AM - 10:00 AM' as two unbreakable halves; the text content stays the label itself. */
function SlotLabel({ label }: { label: string }) {
  const [start, end] = label.split(' - ');
  if (start === undefined || end === undefined) return <span className={styles.slotPart}>{label}</span>;
  return (
    <>
      <span className={styles.slotPart}>{start} -</span> <span className={styles.slotPart}>{end}</span>
    </>
  );
}

function SlotArea({
  slotsStatus,
  slots,
  selectedSlot,
  onSelectSlot,
  isDisabled,
  closedMessage,
  unavailableMessage,
}: Pick<
  SlotPickerProps,
  'slotsStatus' | 'slots' | 'selectedSlot' | 'onSelectSlot' | 'closedMessage' | 'unavailableMessage'
> & {
  isDisabled: boolean;
}) {
  switch (slotsStatus) {
    case 'idle':
      return <EmptyState icon={<Icon name="calendar" />} title="Choose a date to see the slots" />;
    case 'loading':
      return <LoadingMessage label="Loading slots" />;
    case 'failed':
      return (
        <EmptyState
          icon={<Icon name="warning" />}
          title="Slots could not be loaded"
          description="Please choose another date or try again later."
        />
      );
    case 'loaded':
      if (unavailableMessage) {
        return (
          <EmptyState icon={<Icon name="warning" />} title="Not taking bookings" description={unavailableMessage} />
        );
      }
      if (closedMessage) {
        return <EmptyState icon={<Icon name="calendar" />} title="Closed on this day" description={closedMessage} />;
      }
      if (slots.length === 0) {
        return (
          <EmptyState
            icon={<Icon name="calendar" />}
            title="No slots on this day"
            description="Please choose another date."
          />
        );
      }
      return (
        <RadioGroup
          className={styles.group}
          value={selectedSlot}
          onChange={onSelectSlot}
          isDisabled={isDisabled}
          orientation="horizontal"
        >
          <Label className={styles.groupLabel}>Available slots</Label>
          <div className={styles.grid}>
            {slots.map((slot) => (
              <Radio
                key={slot.label}
                value={slot.label}
                isDisabled={!slot.available}
                className={slot.available ? styles.slot : `${styles.slot} ${styles.unavailable}`}
              >
                {({ isSelected }) => (
                  <>
                    <span className={styles.slotTime}>
                      {isSelected ? <Icon name="check" size={14} className={styles.check} /> : null}
                      <SlotLabel label={slot.label} />
                    </span>
                    {slot.available ? null : <span className={styles.slotNote}>Unavailable</span>}
                  </>
                )}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      );
  }
}

/** The weekday of a date, or null for one the field reports while its year is still typed ('0002-11-24'). */
function dayOf(iso: string): WeekdayName | null {
  try {
    return weekdayName(weekdayOfDate(iso));
  } catch {
    return null;
  }
}

/**
 * A date (typed, or picked from a calendar that disables past and closed days) and the day's slots
 * as a radio grid; unavailable slots are shown but cannot be chosen.
 */
export function SlotPicker({
  date,
  minDate,
  closedDays = [],
  onDateChange,
  slotsStatus,
  slots,
  selectedSlot,
  onSelectSlot,
  isDisabled = false,
  closedMessage = null,
  unavailableMessage = null,
}: SlotPickerProps) {
  const closedDay = date ? dayOf(date) : null;
  const isClosedDate = (iso: string) =>
    (closedMessage !== null && iso === date) || closedDays.some((day) => day === dayOf(iso));
  return (
    <div className={styles.root}>
      <div className={styles.dateField}>
        <DatePicker
          label="Date"
          value={date}
          onChange={onDateChange}
          min={minDate}
          isDateUnavailable={closedDays.length > 0 || closedMessage !== null ? isClosedDate : undefined}
          unavailableMessage={closedMessage ? 'Closed on this date' : closedDay ? `Closed on ${closedDay}s` : undefined}
          isDisabled={isDisabled}
          isRequired
        />
      </div>
      <div className={styles.slots} aria-busy={slotsStatus === 'loading'}>
        <SlotArea
          slotsStatus={slotsStatus}
          slots={slots}
          selectedSlot={selectedSlot}
          onSelectSlot={onSelectSlot}
          isDisabled={isDisabled}
          closedMessage={closedMessage}
          unavailableMessage={unavailableMessage}
        />
      </div>
    </div>
  );
}
