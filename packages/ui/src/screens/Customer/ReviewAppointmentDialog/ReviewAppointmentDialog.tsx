import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Icon } from '../../../components/Icon/Icon';
import { TextArea } from '../../../components/TextArea/TextArea';
import * as styles from './ReviewAppointmentDialog.css';

export type ReviewAppointmentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Who and when, e.g. 'Orthopedics with Dr. Maria Lopez on 2026/11/10'. */
  appointmentLabel: string;
  /** 0 until a star is chosen. */
  rating: number;
  onRatingChange: (rating: number) => void;
  text: string;
  onTextChange: (text: string) => void;
  error: string | null;
  isPublishing: boolean;
  onPublish: () => void;
};

const starNames = ['1 star, poor', '2 stars, fair', '3 stars, good', '4 stars, very good', '5 stars, excellent'];

/** Rates a completed appointment (issue 13): 1 to 5 stars and, if the customer likes, a few words. */
export function ReviewAppointmentDialog(props: ReviewAppointmentDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title="Review your appointment"
      description={props.appointmentLabel}
      size="medium"
      isDismissable={!props.isPublishing}
      footer={
        <>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)} isDisabled={props.isPublishing}>
            Not now
          </Button>
          <Button onPress={props.onPublish} loading={props.isPublishing}>
            Publish review
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        <RadioGroup
          value={props.rating > 0 ? String(props.rating) : null}
          onChange={(value) => props.onRatingChange(Number(value))}
          orientation="horizontal"
          isDisabled={props.isPublishing}
          isRequired
        >
          <Label className={styles.legend}>Your rating</Label>
          <div className={styles.stars}>
            {starNames.map((name, index) => (
              <Radio
                key={name}
                value={String(index + 1)}
                aria-label={name}
                className={styles.star}
                data-chosen={index < props.rating ? true : undefined}
              >
                <Icon name="ratingStar" size={28} />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <TextArea
          label="Your review (optional)"
          value={props.text}
          onChange={props.onTextChange}
          rows={4}
          isDisabled={props.isPublishing}
          description="Other customers see it with your first name and initial."
        />
        {props.error ? (
          <p className={styles.alert} role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
