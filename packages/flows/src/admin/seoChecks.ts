export type SavedSeo = {
  siteTitle: string;
  siteDescription: string;
  keywords: string;
  ogImage: string | null;
};

export type SeoCheckResult = { label: string; passed: boolean };

/**
 * The SEO page's score, from checks of the saved settings (replacing the spec's hard-coded 85/100):
 * each check is worth the same, the score is the share that pass.
 */
export function seoChecks(saved: SavedSeo, publicPages: number): { score: number; checks: SeoCheckResult[] } {
  const title = saved.siteTitle.trim().length;
  const description = saved.siteDescription.trim().length;
  const checks = [
    { label: 'The site title is 10 to 60 characters long', passed: title >= 10 && title <= 60 },
    { label: 'The description is 50 to 160 characters long', passed: description >= 50 && description <= 160 },
    { label: 'Keywords are set', passed: saved.keywords.trim().length > 0 },
    { label: 'An Open Graph image is set for link previews', passed: Boolean(saved.ogImage?.trim()) },
    { label: 'At least one post or page is published', passed: publicPages > 1 },
  ];
  const passed = checks.filter((check) => check.passed).length;
  return { score: Math.round((passed / checks.length) * 100), checks };
}
