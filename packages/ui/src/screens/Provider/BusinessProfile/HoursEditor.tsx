import { type DayHours, type Weekday, weekdayName, weekdays } from '@injury-assist/domain';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { TimeField } from '../../../components/TimeField/TimeField';
import * as styles from './BusinessProfile.css';

export type HoursEditorProps = {
  /** Names the location in the fields' labels when the business has several. */
  place: string;
  hours: Record<Weekday, DayHours>;
  errors?: Partial<Record<Weekday, string>>;
  onChange: (day: Weekday, hours: DayHours) => void;
  isDisabled?: boolean;
};

/** Business Hours in edit mode: each weekday open from and to, or closed. */
export function HoursEditor({ place, hours, errors, onChange, isDisabled = false }: HoursEditorProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would need hiding; the group is named instead
    <div className={styles.hoursEditor} role="group" aria-label={`Business hours, ${place}`}>
      {weekdays.map((day) => {
        const today = hours[day];
        const name = weekdayName(day);
        return (
          <div key={day} className={styles.hoursRow}>
            <span className={styles.hoursDay}>{name}</span>
            <Checkbox
              isSelected={today.isClosed}
              onChange={(isClosed) => onChange(day, { ...today, isClosed })}
              isDisabled={isDisabled}
            >
              Closed
            </Checkbox>
            <div className={styles.hoursTimes}>
              <div className={styles.hoursTime}>
                <TimeField
                  label={`${name} opens`}
                  isLabelHidden
                  value={today.open}
                  onChange={(open) => onChange(day, { ...today, open })}
                  isDisabled={isDisabled || today.isClosed}
                  isInvalid={Boolean(errors?.[day])}
                />
              </div>
              <span aria-hidden="true">to</span>
              <div className={styles.hoursTime}>
                <TimeField
                  label={`${name} closes`}
                  isLabelHidden
                  value={today.close}
                  onChange={(close) => onChange(day, { ...today, close })}
                  isDisabled={isDisabled || today.isClosed}
                  isInvalid={Boolean(errors?.[day])}
                />
              </div>
            </div>
            {errors?.[day] ? (
              <span className={styles.hoursError} role="alert">
                {name}: {errors[day]}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
