import { type FilterField, filterFields, type LookupFieldState } from '@injury-assist/domain';
import { Button } from '../../../components/Button/Button';
import { useFocusFirstInvalid } from '../../../components/private/useFocusFirstInvalid';
import { Select } from '../../../components/Select/Select';
import * as styles from './SearchFilters.css';

const fieldCopy: Record<FilterField, { label: string; placeholder: string; parent: FilterField | null }> = {
  category: { label: 'Category', placeholder: 'Select category', parent: null },
  subcategory: { label: 'Sub Category', placeholder: 'Select sub category', parent: 'category' },
  service: { label: 'Services', placeholder: 'Select service', parent: 'subcategory' },
  country: { label: 'Country', placeholder: 'Select country', parent: null },
  state: { label: 'State', placeholder: 'Select state', parent: 'country' },
  city: { label: 'City', placeholder: 'Select city', parent: 'state' },
};

// spec §5: search needs category, subcategory and service.
const requiredFields: ReadonlySet<FilterField> = new Set(['category', 'subcategory', 'service']);

export type SearchFiltersProps = {
  fields: Record<FilterField, LookupFieldState>;
  errors?: Partial<Record<FilterField, string>>;
  isSearching?: boolean;
  onSelect: (field: FilterField, id: number | null) => void;
  /** Without it the panel only picks filters (no Search button). */
  onSearch?: () => void;
  heading?: string;
  /** The search button's label, e.g. 'Search Providers' in the booking wizard. */
  searchLabel?: string;
};

/** 'Find a service': the six cascading dropdowns of the customer search. */
export function SearchFilters({
  fields,
  errors = {},
  isSearching = false,
  onSelect,
  onSearch,
  heading = 'Find a service',
  searchLabel = 'Search',
}: SearchFiltersProps) {
  const { container, submitted } = useFocusFirstInvalid<HTMLElement>(isSearching);
  return (
    <section ref={container} className={`${styles.panel} ${styles.container}`} aria-labelledby="search-filters-heading">
      <h2 id="search-filters-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.grid}>
        {filterFields.map((field) => {
          const state = fields[field];
          const { label, placeholder, parent } = fieldCopy[field];
          const waitingForParent = parent !== null && fields[parent].selectedId === null;
          return (
            <Select
              key={field}
              name={field}
              label={label}
              placeholder={placeholder}
              options={state.options}
              selectedId={state.selectedId}
              onSelectionChange={(id) => onSelect(field, id)}
              isLoading={state.isLoading}
              isDisabled={waitingForParent || (!state.isLoading && state.options.length === 0)}
              isRequired={requiredFields.has(field)}
              errorMessage={errors[field]}
            />
          );
        })}
      </div>
      {onSearch ? (
        <div className={styles.actions}>
          <Button
            onPress={() => {
              submitted();
              onSearch();
            }}
            loading={isSearching}
          >
            {searchLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
