import type { components } from '@injury-assist/contract';
import type { OverviewPeriod } from '@injury-assist/domain';
import { overviewBars } from '@injury-assist/flows/provider';
import { ProviderOverview, type ProviderOverviewData } from '@injury-assist/ui';
import { useState } from 'react';
import { useClock } from '../../lib/clock/clock-context';
import { downloadFile } from '../../lib/download-file';
import { loadStatus } from '../../lib/load-status';
import { exportOverview } from './provider-api';
import { useOverview } from './provider-reads';

type Overview = components['schemas']['ProviderOverview'];

function toData(overview: Overview): ProviderOverviewData {
  return {
    cards: [overview.impressions, ...overview.metrics].map(({ label, value, change }) => ({ label, value, change })),
    funnel: overview.funnel,
    engagement: overviewBars(overview.engagement, overview.engagement_unit),
    engagementUnit: overview.engagement_unit,
    recent: overview.recent,
    performance: {
      completeness: overview.performance.completeness,
      missing: overview.performance.missing,
      rating: overview.performance.rating,
      reviewCount: overview.performance.review_count,
      ranking: overview.performance.ranking,
    },
  };
}

/** spec provider-and-admin §2.3 Overview, from the lead events and search impressions customers caused. */
export default function OverviewPage() {
  const clock = useClock();
  const [period, setPeriod] = useState<OverviewPeriod>(7);
  const [isExporting, setExporting] = useState(false);
  const overview = useOverview(period);
  return (
    <ProviderOverview
      period={period}
      onPeriodChange={setPeriod}
      status={loadStatus(overview)}
      data={overview.data ? toData(overview.data.data) : null}
      onRetry={() => void overview.refetch()}
      isExporting={isExporting}
      onExport={() => {
        setExporting(true);
        exportOverview(period)
          .then(({ filename, csv }) => downloadFile(filename, csv, 'text/csv;charset=utf-8'))
          // The shared handler has said what went wrong.
          .catch(() => undefined)
          .finally(() => setExporting(false));
      }}
      now={clock.now()}
    />
  );
}
