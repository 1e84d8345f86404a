import type { ProfileRow } from './admin-data';

/** spec §2.4: the search filters on name or e-mail, case-insensitive. */
export function matchesUserSearch(profile: Pick<ProfileRow, 'full_name' | 'email'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [profile.full_name ?? '', profile.email].some((text) => text.toLowerCase().includes(needle));
}
