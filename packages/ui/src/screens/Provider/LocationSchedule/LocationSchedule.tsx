import {
  BUFFER_CHOICES,
  type DateHours,
  longDate,
  MIN_NOTICE_CHOICES,
  minutesLabel,
  twelveHourTime,
} from '@injury-assist/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { DateField } from '../../../components/DateField/DateField';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import { TimeField } from '../../../components/TimeField/TimeField';
import * as styles from './LocationSchedule.css';

export type LocationScheduleProps = {
  status: LoadStatus;
  onRetry: () => void;
  /** The business's locations; a choice appears when there is more than one. */
  locations: readonly { id: number; address: string }[];
  locationId: number | null;
  onLocationChange: (id: number) => void;
  /** Today at the location: the earliest date a closure can take. */
  today: string;
  minNoticeMinutes: number;
  bufferMinutes: number;
  onRulesChange: (rules: { minNoticeMinutes: number; bufferMinutes: number }) => void;
  /** Closures and special hours from today on, earliest first. */
  dates: readonly DateHours[];
  /** The federal holidays of the next 12 months not yet closed. */
  holidaysToAdd: readonly { date: string; name: string }[];
  onAddHolidays: () => void;
  onSaveDate: (dateHours: DateHours) => void;
  onRemoveDate: (date: string) => void;
  /** What is being saved, so its button spins and the others wait. */
  busy: 'rules' | 'holidays' | 'date' | { remove: string } | null;
};

const noticeOptions = MIN_NOTICE_CHOICES.map((minutes) => ({
  id: minutes,
  name: minutes === 0 ? 'None: book until the slot starts' : `${minutesLabel(minutes)} ahead`,
}));
const bufferOptions = BUFFER_CHOICES.map((minutes) => ({
  id: minutes,
  name: minutes === 0 ? 'None' : minutesLabel(minutes),
}));

/** 'Closed' or '10:00 AM – 03:00 PM'. */
const hoursOf = ({ open, close }: DateHours) =>
  open === null || close === null ? 'Closed' : `Open ${twelveHourTime(open)} – ${twelveHourTime(close)}`;

function DateForm({
  today,
  isSaving,
  isDisabled,
  onSave,
}: {
  today: string;
  isSaving: boolean;
  isDisabled: boolean;
  onSave: (dateHours: DateHours) => void;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [closedAllDay, setClosedAllDay] = useState(true);
  const [open, setOpen] = useState('09:00');
  const [close, setClose] = useState('13:00');
  const [label, setLabel] = useState('');
  return (
    <form
      className={styles.form}
      aria-label="Add a closure or special hours"
      onSubmit={(event) => {
        event.preventDefault();
        if (date === null) return;
        onSave({ date, open: closedAllDay ? null : open, close: closedAllDay ? null : close, label });
      }}
    >
      <div className={styles.row}>
        <DateField label="Date" value={date} onChange={setDate} min={today} isRequired isDisabled={isDisabled} />
        <TextField
          label="Reason customers see"
          value={label}
          onChange={setLabel}
          placeholder="e.g. Staff training"
          isDisabled={isDisabled}
        />
      </div>
      <Checkbox isSelected={closedAllDay} onChange={setClosedAllDay} isDisabled={isDisabled}>
        Closed all day
      </Checkbox>
      {closedAllDay ? null : (
        <div className={styles.row}>
          <TimeField label="Opens" value={open} onChange={setOpen} isDisabled={isDisabled} />
          <TimeField label="Closes" value={close} onChange={setClose} isDisabled={isDisabled} />
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={date === null || isDisabled} loading={isSaving}>
          {closedAllDay ? 'Close this date' : 'Save these hours'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Closures, special hours, minimum notice and buffer for one location (issue 25), in Business
 * Profile: what the customers' slot lists and the booking checks follow.
 */
export function LocationSchedule(props: LocationScheduleProps) {
  const { status, busy } = props;
  const isBusy = busy !== null;
  return (
    <Card
      title="Closures and booking rules"
      description="Holidays, vacations and days with other hours, and how far ahead and how far apart customers can book. The booking dialogs follow at once."
    >
      {status === 'loading' ? (
        <Spinner label="Loading closures and booking rules" />
      ) : status === 'failed' ? (
        <LoadFailed title="We could not load the closures and booking rules." onRetry={props.onRetry} />
      ) : (
        <div className={styles.stack}>
          {props.locations.length > 1 ? (
            <Select
              label="Location"
              options={props.locations.map(({ id, address }) => ({ id, name: address }))}
              selectedId={props.locationId}
              onSelectionChange={(id) => {
                if (id !== null) props.onLocationChange(id);
              }}
              isDisabled={isBusy}
            />
          ) : null}
          <div className={styles.row}>
            <Select
              label="Minimum notice"
              description="No booking closer than this to its start."
              options={noticeOptions}
              selectedId={props.minNoticeMinutes}
              onSelectionChange={(id) => {
                if (id !== null) props.onRulesChange({ minNoticeMinutes: id, bufferMinutes: props.bufferMinutes });
              }}
              isDisabled={isBusy}
              isLoading={busy === 'rules'}
            />
            <Select
              label="Buffer between visits"
              description="Kept free before and after each booked visit."
              options={bufferOptions}
              selectedId={props.bufferMinutes}
              onSelectionChange={(id) => {
                if (id !== null) props.onRulesChange({ minNoticeMinutes: props.minNoticeMinutes, bufferMinutes: id });
              }}
              isDisabled={isBusy}
              isLoading={busy === 'rules'}
            />
          </div>

          <h3 className={styles.sectionTitle}>Closed dates and special hours</h3>
          {props.dates.length === 0 ? (
            <p className={styles.muted}>None: every date keeps its weekday’s hours.</p>
          ) : (
            <ul className={styles.list} aria-label="Closed dates and special hours">
              {props.dates.map((dateHours) => (
                <li key={dateHours.date} className={styles.item}>
                  <div>
                    <p className={styles.when}>{longDate(dateHours.date)}</p>
                    <p className={styles.muted}>
                      {hoursOf(dateHours)}
                      {dateHours.label ? ` · ${dateHours.label}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Remove ${longDate(dateHours.date)}`}
                    onPress={() => props.onRemoveDate(dateHours.date)}
                    isDisabled={isBusy && !(typeof busy === 'object' && busy.remove === dateHours.date)}
                    loading={typeof busy === 'object' && busy?.remove === dateHours.date}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <div className={styles.actions}>
            {props.holidaysToAdd.length > 0 ? (
              <>
                <Button
                  variant="secondary"
                  onPress={props.onAddHolidays}
                  isDisabled={isBusy && busy !== 'holidays'}
                  loading={busy === 'holidays'}
                >
                  Close on US federal holidays
                </Button>
                <p className={styles.muted}>
                  {props.holidaysToAdd.length} in the next 12 months, next {props.holidaysToAdd[0]?.name} (
                  {longDate(props.holidaysToAdd[0]?.date ?? '')}).
                </p>
              </>
            ) : (
              <p className={styles.muted}>The US federal holidays of the next 12 months are closed.</p>
            )}
          </div>

          <DateForm
            key={props.locationId ?? 0}
            today={props.today}
            isSaving={busy === 'date'}
            isDisabled={isBusy && busy !== 'date'}
            onSave={props.onSaveDate}
          />
        </div>
      )}
    </Card>
  );
}
