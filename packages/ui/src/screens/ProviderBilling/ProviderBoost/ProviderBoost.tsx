import {
  BEST_VALUE_BOOST_DURATION,
  type BoostDuration,
  type BoostType,
  boostDurationLabels,
  boostDurations,
  boostTypeLabels,
  boostTypes,
} from '@injury-assist/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../billing.css';
import { BoostReport, type BoostReportView } from '../private/BoostReport/BoostReport';
import { RequestFailed } from '../private/RequestFailed/RequestFailed';

export type { BoostReportView };

export type ZipOptionView = { code: string; city: string; state: string };

export type BoostAvailabilityView = {
  available: number;
  total: number;
  /** Business names with their end dates, already formatted. */
  currentProviders: readonly { name: string; endsAt: string }[];
};

export type ActiveBoostView = {
  id: number;
  title: string;
  /** e.g. 'Until November 28, 2026' or 'Awaiting payment'. */
  period: string;
  statusLabel: string;
  statusTone: BadgeTone;
  /** What the boost brought; null until it is paid. */
  report: BoostReportView | null;
};

export type ProviderBoostProps = {
  status: LoadStatus;
  onRetry: () => void;
  zipOptions: readonly ZipOptionView[];
  zipCode: string;
  onZipCodeChange: (zip: string) => void;
  /** Set when the ZIP code typed is not a US ZIP code. */
  zipError: string | null;
  boostType: BoostType;
  onBoostTypeChange: (type: BoostType) => void;
  duration: BoostDuration;
  onDurationChange: (duration: BoostDuration) => void;
  /** The spec's prices per type and length, formatted. */
  prices: Record<BoostType, Record<BoostDuration, string>>;
  /** Per type for the ZIP code; null while it loads or without a valid ZIP. */
  availability: Record<BoostType, BoostAvailabilityView> | null;
  starting: boolean;
  onStart: () => void;
  /** A start that failed, with 'Try again'. */
  failure: string | null;
  onRetryStart: () => void;
  boosts: readonly ActiveBoostView[];
  /** Downloads every boost's report as CSV. */
  onDownloadReport: () => void;
  downloadingReport: boolean;
};

/**
 * Boost Feature (spec 2.3, 4, 9): pick a ZIP code, a type and a length, see the summary and each
 * type's free slots with the current boosters; Start Boost is disabled at 0 available. Active
 * Boosts lists what was bought, each paid boost with its report (issue 25), all of them as CSV.
 */
export function ProviderBoost(props: ProviderBoostProps) {
  const { status, availability, boostType, duration, prices } = props;
  if (status === 'loading') return <Spinner label="Loading boosts" />;
  if (status === 'failed') return <LoadFailed title="We could not load your boosts." onRetry={props.onRetry} />;
  const chosen = availability?.[boostType];
  const canStart = Boolean(chosen && chosen.available > 0 && !props.zipError && props.zipCode);
  return (
    <div className={styles.container}>
      <div className={styles.page}>
        <h1 className={styles.pageHeading}>Boost Feature</h1>
        <p className={styles.muted}>
          Be listed first, marked Sponsored, when customers search in a ZIP code. Each ZIP code has 2 slots for medical
          and 2 for legal providers.
        </p>
        {props.failure ? <RequestFailed text={props.failure} onRetry={props.onRetryStart} /> : null}
        <Card title="Start a Boost">
          <div className={styles.stack}>
            {props.zipOptions.length > 0 ? (
              <SegmentedControl
                label="Your locations"
                value={props.zipCode}
                onChange={props.onZipCodeChange}
                options={props.zipOptions.map((option) => ({
                  value: option.code,
                  label: `${option.code} · ${option.city}, ${option.state}`,
                }))}
              />
            ) : null}
            <div className={styles.zipField}>
              <TextField
                label="ZIP code"
                value={props.zipCode}
                onChange={props.onZipCodeChange}
                description="The ZIP code of one of your locations"
                errorMessage={props.zipError ?? undefined}
              />
            </div>
            <SegmentedControl<BoostType>
              label="Type"
              value={boostType}
              onChange={props.onBoostTypeChange}
              options={boostTypes.map((type) => ({ value: type, label: boostTypeLabels[type] }))}
            />
            <SegmentedControl<BoostDuration>
              label="Duration"
              isFullWidth
              value={duration}
              onChange={props.onDurationChange}
              options={boostDurations.map((entry) => ({
                value: entry,
                label: (
                  <span className={styles.durationLabel}>
                    <span>{boostDurationLabels[entry]}</span>
                    <span className={styles.durationPrice}>{prices[boostType][entry]}</span>
                    {entry === BEST_VALUE_BOOST_DURATION ? <span className={styles.bestValue}>Best Value</span> : null}
                  </span>
                ),
              }))}
            />
            <div className={styles.grid}>
              {boostTypes.map((type) => {
                const slots = availability?.[type];
                return (
                  <section key={type} className={styles.tile} aria-label={`${boostTypeLabels[type]} availability`}>
                    <h3 className={styles.strong}>{boostTypeLabels[type]}</h3>
                    {slots ? (
                      <>
                        <p>
                          {slots.available}/{slots.total} available
                        </p>
                        {slots.currentProviders.map((provider) => (
                          <p key={`${provider.name}-${provider.endsAt}`} className={styles.muted}>
                            {provider.name} · until {provider.endsAt}
                          </p>
                        ))}
                      </>
                    ) : (
                      <p className={styles.muted}>Enter a ZIP code to see the free slots.</p>
                    )}
                  </section>
                );
              })}
            </div>
            <div className={`${styles.spread} ${styles.notice.info}`}>
              <span>
                Summary: {boostTypeLabels[boostType]} boost in {props.zipCode || '—'},{' '}
                {boostDurationLabels[duration].toLowerCase()}
              </span>
              <span className={styles.strong}>{prices[boostType][duration]}</span>
            </div>
            <div>
              <Button onPress={props.onStart} isDisabled={!canStart} loading={props.starting}>
                Start Boost
              </Button>
            </div>
          </div>
        </Card>
        <Card
          title="Active Boosts"
          actions={
            <Button
              variant="secondary"
              onPress={props.onDownloadReport}
              loading={props.downloadingReport}
              isDisabled={!props.boosts.some((boost) => boost.report)}
            >
              Download report (CSV)
            </Button>
          }
        >
          {props.boosts.length === 0 ? (
            <p className={styles.muted}>No boosts yet. Once one runs, its report compares it with the time before.</p>
          ) : (
            <ul className={styles.stack} aria-label="Your boosts">
              {props.boosts.map((boost) => (
                <li key={boost.id} className={styles.stack}>
                  <div className={styles.spread}>
                    <span>
                      <span className={styles.strong}>{boost.title}</span>{' '}
                      <span className={styles.muted}>{boost.period}</span>
                    </span>
                    <Badge tone={boost.statusTone}>{boost.statusLabel}</Badge>
                  </div>
                  {boost.report ? (
                    <BoostReport report={boost.report} title={boost.title} />
                  ) : (
                    <p className={styles.muted}>The report starts when the boost is paid.</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
