import { isAnalyticsId } from '@injury-assist/domain';
import type { PolicySources } from '../http/security-headers';

/** Where the page's own analytics set-up is served (a file, since the policy allows no inline script). */
export const ANALYTICS_SCRIPT_PATH = '/site-analytics.js';

/**
 * What Google's tag needs (its documented Content-Security-Policy for Google Analytics 4), and
 * nothing more: added to a served page's policy only when an analytics id is set.
 */
export const GOOGLE_ANALYTICS_SOURCES: PolicySources = {
  scriptSrc: ['https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The saved id when it is a Google Analytics 4 measurement ID; anything else loads no analytics. */
export function usableAnalyticsId(saved: string | null): string | null {
  return saved && isAnalyticsId(saved) ? saved : null;
}

/** The two script tags of Google's tag for `id` (a checked measurement ID, so it needs no escaping). */
export function analyticsTags(id: string): string {
  return [
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>`,
    `<script src="${ANALYTICS_SCRIPT_PATH}"></script>`,
  ].join('\n    ');
}

/** The set-up Google's tag expects before it runs: its data layer and the measurement ID. */
export function analyticsScript(id: string): string {
  return [
    'window.dataLayer = window.dataLayer || [];',
    'function gtag() { window.dataLayer.push(arguments); }',
    "gtag('js', new Date());",
    `gtag('config', ${JSON.stringify(id)});`,
    '',
  ].join('\n');
}
