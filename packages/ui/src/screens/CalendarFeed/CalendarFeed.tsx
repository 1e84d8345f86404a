import { Button, ButtonLink } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { OnDemandConfirmDialog as ConfirmDialog } from '../../components/ConfirmDialog/OnDemandConfirmDialog';
import { LoadFailed, type LoadStatus } from '../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import * as styles from './CalendarFeed.css';

/** One subscription: its name ('All appointments' or a location's address) and its two links. */
export type CalendarFeedEntry = { key: string; label: string; httpsUrl: string; webcalUrl: string };

export type CalendarFeedProps = {
  status: LoadStatus;
  onRetry: () => void;
  /** Empty until the account makes its first links. */
  feeds: CalendarFeedEntry[];
  /** Whether the links are being made or replaced. */
  isRenewing: boolean;
  /** Whether the "replace the links?" question is open. */
  isConfirming: boolean;
  /** Why the last attempt to make links failed. */
  error: string | null;
  onCreate: () => void;
  onRenew: () => void;
  onRenewConfirm: () => void;
  onRenewCancel: () => void;
  onCopy: (url: string) => void;
};

const DESCRIPTION =
  'Your appointments in your own calendar app, kept up to date: moves and cancellations follow. ' +
  'The link is private: anyone who has it can see your appointments, so share it with no one.';

/** A customer's or provider's private calendar subscription (issue 25), in Settings or Profile. */
export function CalendarFeed(props: CalendarFeedProps) {
  const { status, onRetry, feeds, isRenewing, isConfirming, error } = props;
  return (
    <Card title="Calendar subscription" description={DESCRIPTION}>
      {status === 'loading' ? (
        <Spinner label="Loading your calendar links" />
      ) : status === 'failed' ? (
        <LoadFailed title="We could not load your calendar links." onRetry={onRetry} />
      ) : (
        <div className={styles.stack}>
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          {feeds.length === 0 ? (
            <div className={styles.actions}>
              <Button onPress={props.onCreate} loading={isRenewing}>
                Create calendar link
              </Button>
            </div>
          ) : (
            <>
              {feeds.map((feed) => (
                <fieldset key={feed.key} className={styles.feed}>
                  <legend className={styles.feedLabel}>{feed.label}</legend>
                  <code className={styles.url}>{feed.httpsUrl}</code>
                  <div className={styles.actions}>
                    <Button variant="secondary" size="small" onPress={() => props.onCopy(feed.httpsUrl)}>
                      Copy link
                    </Button>
                    <ButtonLink variant="ghost" size="small" href={feed.webcalUrl}>
                      Open in calendar app
                    </ButtonLink>
                  </div>
                </fieldset>
              ))}
              <ul className={styles.help}>
                <li>Google Calendar: Other calendars → + → From URL, then paste the link.</li>
                <li>Apple Calendar: Open in calendar app, or File → New Calendar Subscription and paste the link.</li>
                <li>Outlook: Add calendar → Subscribe from web, then paste the link.</li>
                <li>Calendar apps look for changes every few hours.</li>
              </ul>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={props.onRenew} loading={isRenewing}>
                  Make new links
                </Button>
              </div>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => {
          if (!isOpen) props.onRenewCancel();
        }}
        title="Make new calendar links?"
        confirmLabel="Make new links"
        onConfirm={props.onRenewConfirm}
        isWorking={isRenewing}
      >
        Calendars subscribed to the current links will stop updating. Add the new link to them again.
      </ConfirmDialog>
    </Card>
  );
}
