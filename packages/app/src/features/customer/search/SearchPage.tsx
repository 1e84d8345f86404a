import { SearchFiltersPanel } from './SearchFiltersPanel';
import * as styles from './SearchPage.css';

export default function SearchPage() {
  return (
    <main className={styles.page}>
      <SearchFiltersPanel />
    </main>
  );
}
