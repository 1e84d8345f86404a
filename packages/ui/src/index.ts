export { Box } from './components/Box/Box';
export { Button, type ButtonProps, buttonVariants } from './components/Button/Button';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { FullPageSpinner, Spinner, spinnerSizes } from './components/Spinner/Spinner';
export {
  type FilterField,
  filterFields,
  type LookupFieldState,
  type LookupOption,
  SearchFilters,
  type SearchFiltersProps,
} from './screens/Customer/SearchFilters/SearchFilters';
export { ThemeRoot } from './themes/ThemeRoot';
export { vars } from './themes/vars.css';
