import {
  type BoostDuration,
  type BoostType,
  boostDurationLabels,
  boostDurations,
  boostPriceCents,
  boostTypeLabels,
  boostTypes,
  boostZipCode,
  formatUsd,
} from '@injury-assist/domain';
import { boostRefusal } from '@injury-assist/flows/billing';
import { type ActiveBoostView, ProviderBoost } from '@injury-assist/ui';
import { useEffect, useState } from 'react';
import { quietErrors } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { downloadFile } from '../../lib/download-file';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { formatLongDate } from '../../lib/long-dates';
import { type OpenCheckout, openInThisTab } from '../../lib/navigation/open-checkout';
import { exportBoostReport } from './boost-api';
import { BoostFlow } from './boost-flow';

const PRICES = Object.fromEntries(
  boostTypes.map((type) => [
    type,
    Object.fromEntries(boostDurations.map((duration) => [duration, formatUsd(boostPriceCents(type, duration))])),
  ]),
) as Record<BoostType, Record<BoostDuration, string>>;

const STATUS: Record<string, Pick<ActiveBoostView, 'statusLabel' | 'statusTone'>> = {
  active: { statusLabel: 'Active', statusTone: 'positive' },
  held: { statusLabel: 'Awaiting payment', statusTone: 'caution' },
  expired: { statusLabel: 'Ended', statusTone: 'neutral' },
  released: { statusLabel: 'Not paid', statusTone: 'neutral' },
};

type Slots = { available: number; total: number; currentProviders: { name: string; endsAt: string }[] };
type Figures = { from: string; to: string; impressions: number; views: number; clicks: number; bookings: number };
const reportView = (report: { during: Figures; before: Figures } | null) =>
  report && {
    duringLabel: `${formatLongDate(report.during.from)} to ${formatLongDate(report.during.to)}`,
    beforeLabel: `${formatLongDate(report.before.from)} to ${formatLongDate(report.before.to)}`,
    during: report.during,
    before: report.before,
  };

const slotsView = (slots: Slots) => ({
  ...slots,
  currentProviders: slots.currentProviders.map((entry) => ({ name: entry.name, endsAt: formatLongDate(entry.endsAt) })),
});

function Boost({ openCheckout }: { openCheckout: OpenCheckout }) {
  const boosts = $api.useQuery('get', '/provider/boosts');
  const state = BoostFlow.useSelector((snapshot) => snapshot);
  const actor = BoostFlow.useActorRef();
  const { context } = state;
  const [downloadingReport, setDownloadingReport] = useState(false);
  const options = boosts.data?.data.zipOptions ?? [];
  const zipCode = context.zipCode ?? options[0]?.code ?? '';
  const validZip = boostZipCode(zipCode);
  const availability = $api.useQuery(
    'get',
    '/provider/boosts/availability',
    { params: { query: { zipCode: validZip ?? '' } }, ...quietErrors },
    { enabled: validZip !== null, retry: false },
  );
  const { refetch } = availability;
  useEffect(() => {
    const subscriptions = [
      actor.on('checkout.open', ({ url }) => openCheckout(url)),
      // A refusal or a failure may mean the slot went meanwhile: the free slots are read again.
      actor.on('availability.stale', () => void refetch()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, refetch, openCheckout]);

  const slots = availability.data?.data;
  return (
    <ProviderBoost
      status={loadStatus(boosts)}
      onRetry={() => void boosts.refetch()}
      zipOptions={options}
      zipCode={zipCode}
      onZipCodeChange={(next) => actor.send({ type: 'zip.change', zipCode: next })}
      zipError={
        zipCode && !validZip
          ? 'Enter a 5-digit US ZIP code.'
          : ((validZip && boostRefusal(context, validZip)) ?? availability.error?.message ?? null)
      }
      boostType={context.boostType}
      onBoostTypeChange={(boostType) => actor.send({ type: 'type.change', boostType })}
      duration={context.duration}
      onDurationChange={(duration) => actor.send({ type: 'duration.change', duration })}
      prices={PRICES}
      availability={
        slots && validZip === slots.zipCode
          ? { medical: slotsView(slots.medical), legal: slotsView(slots.legal) }
          : null
      }
      starting={state.matches('starting') || state.matches('openingCheckout')}
      onStart={() => {
        if (validZip) actor.send({ type: 'boost.start', zipCode: validZip });
      }}
      failure={context.failure}
      onRetryStart={() => actor.send({ type: 'request.retry' })}
      boosts={(boosts.data?.data.boosts ?? []).map((boost) => ({
        id: boost.id,
        title: `${boostTypeLabels[boost.boostType]} boost in ${boost.zipCode}, ${boostDurationLabels[boost.duration].toLowerCase()}`,
        period:
          boost.status === 'held'
            ? 'Checkout open'
            : `${formatLongDate(boost.startsAt)} to ${formatLongDate(boost.endsAt)}`,
        ...(STATUS[boost.status] ?? { statusLabel: boost.status, statusTone: 'neutral' }),
        report: reportView(boost.report),
      }))}
      downloadingReport={downloadingReport}
      onDownloadReport={() => {
        setDownloadingReport(true);
        exportBoostReport()
          .then(({ filename, csv }) => downloadFile(filename, csv, 'text/csv;charset=utf-8'))
          // The shared handler has said what went wrong.
          .catch(() => undefined)
          .finally(() => setDownloadingReport(false));
      }}
    />
  );
}

/** /dashboard/boost: buy a ZIP-code boost, see the ones bought and what each brought. */
export default function BoostPage({ openCheckout = openInThisTab }: { openCheckout?: OpenCheckout }) {
  return (
    <FlowProvider flow={BoostFlow}>
      <Boost openCheckout={openCheckout} />
    </FlowProvider>
  );
}
