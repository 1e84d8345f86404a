import { Button, ButtonLink } from '../../../components/Button/Button';
import { Icon, type IconName } from '../../../components/Icon/Icon';

export type RowActionProps = {
  icon: IconName;
  /** The visible word, e.g. 'Edit'. */
  label: string;
  /** What a screen reader hears, naming the row: 'Edit Orthopedics'. */
  'aria-label': string;
  onPress: () => void;
  isDisabled?: boolean;
  loading?: boolean;
  variant?: 'secondary' | 'ghost' | 'destructive';
};

/** A small button in a table row. */
export function RowAction({
  icon,
  label,
  'aria-label': ariaLabel,
  onPress,
  isDisabled,
  loading,
  variant = 'secondary',
}: RowActionProps) {
  return (
    <Button
      variant={variant}
      size="small"
      icon={<Icon name={icon} size={16} />}
      aria-label={ariaLabel}
      onPress={onPress}
      isDisabled={isDisabled ?? false}
      loading={loading ?? false}
    >
      {label}
    </Button>
  );
}

/** A small link in a table row that opens a public page in a new tab. */
export function RowLink({
  icon,
  label,
  'aria-label': ariaLabel,
  href,
}: Pick<RowActionProps, 'icon' | 'label' | 'aria-label'> & { href: string }) {
  return (
    <ButtonLink
      variant="secondary"
      size="small"
      icon={<Icon name={icon} size={16} />}
      aria-label={ariaLabel}
      href={href}
      newTab
    >
      {label}
    </ButtonLink>
  );
}
