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
import { type ActiveBoostView, ProviderBoost } from '@injury-assist/ui';
import { useState } from 'react';
import { api, quietErrors } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';
import { formatLongDate } from '../../lib/long-dates';

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

/** /dashboard/boost: buy a ZIP-code boost and see the ones bought. */
export default function BoostPage() {
  const boosts = $api.useQuery('get', '/provider/boosts');
  const options = boosts.data?.data.zipOptions ?? [];
  const [typedZip, setTypedZip] = useState<string | null>(null);
  const zipCode = typedZip ?? options[0]?.code ?? '';
  const validZip = boostZipCode(zipCode);
  const [boostType, setBoostType] = useState<BoostType>('medical');
  const [duration, setDuration] = useState<BoostDuration>('weekly');
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<{ tone: 'critical'; text: string } | null>(null);
  // The server's refusal of a ZIP code and type (not one of the locations', or of another type) stays under the field while they are chosen.
  const [refusal, setRefusal] = useState<{ zipCode: string; boostType: BoostType; text: string } | null>(null);
  const availability = $api.useQuery(
    'get',
    '/provider/boosts/availability',
    { params: { query: { zipCode: validZip ?? '' } }, ...quietErrors },
    { enabled: validZip !== null, retry: false },
  );

  const start = async () => {
    if (!validZip) return;
    setStarting(true);
    setMessage(null);
    const { data, error } = await api.POST('/provider/boosts', {
      body: { zipCode: validZip, boostType, duration },
      ...quietErrors,
    });
    if (data) {
      window.location.assign(data.data.url);
      return;
    }
    setStarting(false);
    if (error?.status === 400) setRefusal({ zipCode: validZip, boostType, text: error.message });
    else setMessage({ tone: 'critical', text: error?.message ?? 'The boost could not be started.' });
    void availability.refetch();
  };

  const slots = availability.data?.data;
  return (
    <ProviderBoost
      status={loadStatus(boosts)}
      onRetry={() => void boosts.refetch()}
      zipOptions={options}
      zipCode={zipCode}
      onZipCodeChange={setTypedZip}
      zipError={
        zipCode && !validZip
          ? 'Enter a 5-digit US ZIP code.'
          : refusal && refusal.zipCode === validZip && refusal.boostType === boostType
            ? refusal.text
            : (availability.error?.message ?? null)
      }
      boostType={boostType}
      onBoostTypeChange={setBoostType}
      duration={duration}
      onDurationChange={setDuration}
      prices={PRICES}
      availability={
        slots && validZip === slots.zipCode
          ? {
              medical: {
                ...slots.medical,
                currentProviders: slots.medical.currentProviders.map((entry) => ({
                  name: entry.name,
                  endsAt: formatLongDate(entry.endsAt),
                })),
              },
              legal: {
                ...slots.legal,
                currentProviders: slots.legal.currentProviders.map((entry) => ({
                  name: entry.name,
                  endsAt: formatLongDate(entry.endsAt),
                })),
              },
            }
          : null
      }
      starting={starting}
      onStart={() => void start()}
      message={message}
      boosts={(boosts.data?.data.boosts ?? []).map((boost) => ({
        id: boost.id,
        title: `${boostTypeLabels[boost.boostType]} boost in ${boost.zipCode}, ${boostDurationLabels[boost.duration].toLowerCase()}`,
        period:
          boost.status === 'held'
            ? 'Checkout open'
            : `${formatLongDate(boost.startsAt)} to ${formatLongDate(boost.endsAt)}`,
        ...(STATUS[boost.status] ?? { statusLabel: boost.status, statusTone: 'neutral' }),
      }))}
    />
  );
}
