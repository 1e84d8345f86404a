import {
  type FunnelStage,
  type LeadAction,
  leadActionLabels,
  type MetricChange,
  metricChangeLabel,
  type OverviewPeriod,
  overviewPeriodLabels,
  overviewPeriods,
  timeAgo,
} from '@injury-assist/domain';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Select } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { StatCard } from '../../../components/StatCard/StatCard';
import { EngagementChart, type EngagementDay } from '../EngagementChart/EngagementChart';
import { LeadFunnel } from '../LeadFunnel/LeadFunnel';
import * as shared from '../shared.css';
import * as styles from './ProviderOverview.css';

export type OverviewCard = { label: string; value: number; change: MetricChange };

export type RecentActivity = { action: LeadAction; city: string; at: string };

export type PerformanceSummary = {
  completeness: number;
  missing: readonly string[];
  rating: number | null;
  reviewCount: number;
  ranking: { position: number; of: number; service: string; city: string } | null;
};

export type ProviderOverviewData = {
  /** Search impressions, then the four cards of spec §2.3. */
  cards: readonly OverviewCard[];
  funnel: readonly FunnelStage[];
  engagement: readonly EngagementDay[];
  engagementUnit: 'day' | 'week';
  recent: readonly RecentActivity[];
  performance: PerformanceSummary;
};

export type ProviderOverviewProps = {
  period: OverviewPeriod;
  onPeriodChange: (period: OverviewPeriod) => void;
  status: LoadStatus;
  /** The period's figures; kept while another period loads. */
  data: ProviderOverviewData | null;
  onRetry: () => void;
  onExport: () => void;
  isExporting: boolean;
  /** For "5 minutes ago"; a prop so screenshots stay still. */
  now: Date;
};

const cardIcons = ['search', 'route', 'pin', 'message', 'calendar'] as const;
const cardTones = ['info', 'brand', 'info', 'positive', 'caution'] as const;

function changeHint(change: MetricChange, period: OverviewPeriod): string {
  if (change.kind === 'new')
    return `New: none in the ${overviewPeriodLabels[period].toLowerCase().replace('last', 'previous')}`;
  return `${metricChangeLabel(change)} vs the ${overviewPeriodLabels[period].toLowerCase().replace('last', 'previous')}`;
}

function Performance({ performance }: { performance: PerformanceSummary }) {
  const { completeness, missing, rating, reviewCount, ranking } = performance;
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryRow}>
        <dt className={styles.summaryTerm}>Profile completeness</dt>
        <dd className={styles.summaryValue}>{completeness}%</dd>
        <dd>
          {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser */}
          <div
            className={styles.meter}
            role="meter"
            aria-label="Profile completeness"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness}
          >
            <div className={styles.meterFill} style={{ width: `${completeness}%` }} />
          </div>
        </dd>
        {missing.length > 0 ? <dd className={shared.mutedText}>Still to add: {missing.join(', ')}</dd> : null}
      </div>
      <div className={styles.summaryRow}>
        <dt className={styles.summaryTerm}>Average rating</dt>
        <dd className={styles.summaryValue}>{rating === null ? 'No reviews yet' : `${rating.toFixed(1)} / 5`}</dd>
        {rating === null ? null : (
          <dd className={shared.mutedText}>
            from {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
          </dd>
        )}
      </div>
      <div className={styles.summaryRow}>
        <dt className={styles.summaryTerm}>Local ranking</dt>
        <dd className={styles.summaryValue}>
          {ranking ? `#${ranking.position} of ${ranking.of}` : 'Not listed in the search'}
        </dd>
        {ranking ? (
          <dd className={shared.mutedText}>
            for {ranking.service} in {ranking.city}, in the search’s order
          </dd>
        ) : null}
      </div>
    </dl>
  );
}

function Activity({ recent, now }: { recent: readonly RecentActivity[]; now: Date }) {
  if (recent.length === 0) {
    return (
      <EmptyState
        title="No activity yet"
        description="When customers view your profile, follow your website, phone or address, or book, it shows here."
      />
    );
  }
  return (
    <ul className={styles.activity}>
      {recent.map((activity) => (
        <li key={`${activity.at}-${activity.action}`} className={styles.activityItem}>
          <span className={styles.activityWhat}>
            <span className={styles.activityLabel}>{leadActionLabels[activity.action]}</span>
            <span className={shared.mutedText}>{activity.city || 'City not known'}</span>
          </span>
          <time className={styles.activityTime} dateTime={activity.at}>
            {timeAgo(activity.at, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/**
 * spec §2.3 Overview: the period, Export, the cards (search impressions and the four of the spec),
 * the funnel from search to requests, the period's engagement, activity and performance.
 */
export function ProviderOverview({
  period,
  onPeriodChange,
  status,
  data,
  onRetry,
  onExport,
  isExporting,
  now,
}: ProviderOverviewProps) {
  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h1 className={shared.pageHeading}>Overview</h1>
          <div className={shared.headerActions}>
            <div className={styles.periodField}>
              <Select<OverviewPeriod>
                label="Period"
                options={overviewPeriods.map((id) => ({ id, name: overviewPeriodLabels[id] }))}
                selectedId={period}
                onSelectionChange={(id) => {
                  if (id !== null && id !== period) onPeriodChange(id);
                }}
              />
            </div>
            <Button variant="secondary" onPress={onExport} loading={isExporting} isDisabled={status !== 'loaded'}>
              Export CSV
            </Button>
          </div>
        </div>
        {status === 'failed' ? (
          <Card>
            <LoadFailed title="We could not load your overview." onRetry={onRetry} />
          </Card>
        ) : data === null ? (
          <Card>
            <div className={shared.loading}>
              <Spinner size="large" label="Loading your overview" />
            </div>
          </Card>
        ) : (
          <>
            <div className={styles.cards} aria-busy={status === 'loading'}>
              {data.cards.map((card, index) => (
                <div key={card.label} className={index === 0 ? styles.leadCard : styles.cardSlot}>
                  <StatCard
                    label={card.label}
                    value={card.value}
                    hint={changeHint(card.change, period)}
                    icon={<Icon name={cardIcons[index] ?? 'route'} />}
                    tone={cardTones[index] ?? 'brand'}
                  />
                </div>
              ))}
            </div>
            <div className={styles.columns}>
              <Card
                title={data.engagementUnit === 'day' ? 'Daily engagement' : 'Weekly engagement'}
                description={`Profile views, clicks and requests over the ${overviewPeriodLabels[period].toLowerCase()}, a bar a ${data.engagementUnit}`}
              >
                <EngagementChart
                  days={data.engagement}
                  unit={data.engagementUnit}
                  periodLabel={overviewPeriodLabels[period]}
                />
              </Card>
              <Card title="From search to requests" description="Each step against the one before">
                <LeadFunnel stages={data.funnel} periodLabel={overviewPeriodLabels[period].toLowerCase()} />
              </Card>
            </div>
            <div className={styles.columns}>
              <Card title="Recent Activity">
                <Activity recent={data.recent} now={now} />
              </Card>
              <Card title="Performance Summary">
                <Performance performance={data.performance} />
              </Card>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
