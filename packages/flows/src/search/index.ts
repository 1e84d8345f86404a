export type { FoundPage, FoundProvider, FoundProviderLocation } from './foundProvider';
export { type FindProvidersInput, type LoadLookupInput, searchFiltersMachine } from './searchFiltersMachine';
export type { ProviderSearchPayload } from './validateSearch';
