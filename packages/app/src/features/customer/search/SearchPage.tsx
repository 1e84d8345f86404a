import { SearchFiltersPanel } from './SearchFiltersPanel';

export default function SearchPage() {
  return <SearchFiltersPanel />;
}
