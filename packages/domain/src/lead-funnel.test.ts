import { expect, it } from 'vitest';
import { funnelRateLabel, leadFunnel } from './lead-funnel';

it('rates each step of the funnel against the one before', () => {
  const funnel = leadFunnel({ impressions: 200, profileViews: 30, clicks: 9, requests: 0 });
  expect(funnel.map(({ label, value, rate }) => [label, value, funnelRateLabel(rate)])).toEqual([
    ['Search impressions', 200, '—'],
    ['Profile views', 30, '15%'],
    ['Clicks', 9, '30%'],
    ['Appointment requests', 0, '0%'],
  ]);
});

it('has no rate after a step nobody reached', () => {
  const funnel = leadFunnel({ impressions: 0, profileViews: 2, clicks: 0, requests: 1 });
  expect(funnel.map((stage) => stage.rate)).toEqual([null, null, 0, null]);
});
