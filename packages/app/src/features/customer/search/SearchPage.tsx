import { SearchFiltersPanel } from './SearchFiltersPanel';

export default function SearchPage() {
  return (
    <main>
      <SearchFiltersPanel />
    </main>
  );
}
