// A provider's profile, split off so that the search page loads it on the first View Profile (issue 22).
export { ProviderProfileDialog as default } from '@injury-assist/ui';
