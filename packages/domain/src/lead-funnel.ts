/** The Overview's funnel (issue 25): what customers did, one step after the other. */
export const funnelSteps = [
  { step: 'impressions', label: 'Search impressions' },
  { step: 'profileViews', label: 'Profile views' },
  { step: 'clicks', label: 'Clicks' },
  { step: 'requests', label: 'Appointment requests' },
] as const;
export type FunnelStep = (typeof funnelSteps)[number]['step'];

export interface FunnelStage {
  step: FunnelStep;
  label: (typeof funnelSteps)[number]['label'];
  value: number;
  /**
   * This step against the one before, in percent to one decimal; null for the first step and when
   * the step before had none. It may pass 100 %: a customer can open a profile from a shared link
   * without having seen it in the search.
   */
  rate: number | null;
}

export function leadFunnel(values: Record<FunnelStep, number>): FunnelStage[] {
  return funnelSteps.map(({ step, label }, index) => {
    const before = index === 0 ? null : values[funnelSteps[index - 1]?.step ?? step];
    const value = values[step];
    const rate = before === null || before === 0 ? null : Math.round((value / before) * 1000) / 10;
    return { step, label, value, rate };
  });
}

/** '42.5%', or '—' when there is no rate. */
export const funnelRateLabel = (rate: number | null): string => (rate === null ? '—' : `${rate}%`);
