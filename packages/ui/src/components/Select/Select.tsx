import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { ErrorIcon } from '../private/Field/ErrorIcon';
import * as fieldStyles from '../private/Field/Field.css';
import { Spinner } from '../Spinner/Spinner';
import type AriaSelectField from './AriaSelectField';
import * as styles from './Select.css';
import { Chevron } from './SelectIcons';

export type SelectOption<Id extends string | number = number> = { id: Id; name: string };

export type SelectProps<Id extends string | number = number> = {
  label: string;
  options: readonly SelectOption<Id>[];
  selectedId: Id | null;
  onSelectionChange: (id: Id | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** While the options load the trigger shows a spinner and cannot be opened. */
  isLoading?: boolean;
  name?: string;
};

/**
 * How the plain stand-in was used, for React Aria's Select to carry on from there: focus its trigger
 * (when the stand-in had the focus) and open with the first or last option focused, as a
 * listbox button does from the keyboard (null: the list itself, as after a mouse press).
 */
export type SelectActivation = {
  focus: boolean;
  open: { strategy: 'first' | 'last' | null } | null;
  /** The pointer was over the stand-in: the real trigger, put under a still pointer, shows it too. */
  hovered: boolean;
};

type AriaSelectModule = { default: typeof AriaSelectField };
let loadedModule: AriaSelectModule | undefined;
let loading: Promise<AriaSelectModule> | undefined;

/** One download for every Select of the page; a failed one is tried again at the next use. */
export function loadAriaSelect(): Promise<AriaSelectModule> {
  loading ??= import('./AriaSelectField').then(
    (module) => {
      loadedModule = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A labelled listbox button (issue 22). Closed, it is a plain button that looks and reads exactly
 * as React Aria's Select does; its first press, opening key or focus loads React Aria's Select,
 * ListBox and Popover (about 38 kB gzip) and hands over to it, so pages whose Selects stay closed
 * never load them.
 */
export function Select<Id extends string | number = number>(props: SelectProps<Id>) {
  const [activation, setActivation] = useState<SelectActivation | null>(null);
  const wantsOpen = useRef<SelectActivation['open']>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isHovered = useRef(false);

  const takeOver = () =>
    setActivation(
      (current) =>
        current ?? {
          open: wantsOpen.current,
          focus: wantsOpen.current !== null || document.activeElement === buttonRef.current,
          hovered: isHovered.current,
        },
    );
  const activate = (open?: NonNullable<SelectActivation['open']>) => {
    if (open) wantsOpen.current = open;
    if (loadedModule) takeOver();
    else loadAriaSelect().then(takeOver, () => undefined);
  };

  const {
    placeholder = 'Select an option',
    isRequired = false,
    isDisabled = false,
    isLoading = false,
    ...rest
  } = props;
  const Loaded = activation && loadedModule ? (loadedModule.default as ComponentType<LoadedProps<Id>>) : null;
  if (Loaded && activation) {
    return (
      <Loaded
        {...rest}
        placeholder={placeholder}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isLoading={isLoading}
        activation={activation}
      />
    );
  }
  return (
    <PlainSelect
      {...props}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled || isLoading}
      buttonRef={buttonRef}
      hoveredRef={isHovered}
      onActivate={activate}
      onCancelOpen={() => {
        wantsOpen.current = null;
      }}
    />
  );
}

type LoadedProps<Id extends string | number> = Parameters<typeof AriaSelectField<Id>>[0];

/** The closed Select as React Aria draws it: the same elements, classes, ids and ARIA attributes. */
function PlainSelect<Id extends string | number>({
  label,
  options,
  selectedId,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isLoading = false,
  name,
  buttonRef,
  hoveredRef,
  onActivate,
  onCancelOpen,
}: SelectProps<Id> & {
  hoveredRef: RefObject<boolean>;
  placeholder: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onActivate: (open?: NonNullable<SelectActivation['open']>) => void;
  /** Escape while React Aria is still loading: the Select takes over closed, as if never opened. */
  onCancelOpen: () => void;
}) {
  const id = useId();
  const [isHovered, setIsHovered] = useState(false);
  const setHovered = (hovered: boolean) => {
    hoveredRef.current = hovered;
    setIsHovered(hovered);
  };
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const selected = options.find((option) => option.id === selectedId);
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // React Aria opens a listbox button on mouse down but touch up, and keeps the browser from moving
    // the focus itself.
    if (event.button !== 0 || event.pointerType === 'touch') return;
    event.preventDefault();
    // Asked before the focus, which hands over at once when React Aria is already loaded.
    onActivate({ strategy: null });
    event.currentTarget.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      onCancelOpen();
      return;
    }
    const strategy =
      event.key === 'ArrowUp' ? 'last' : ['Enter', ' ', 'ArrowDown'].includes(event.key) ? 'first' : undefined;
    if (!strategy) return;
    event.preventDefault();
    onActivate({ strategy });
  };

  return (
    <div
      className={fieldStyles.field}
      data-required={isRequired || undefined}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: React Aria's Select label is a span that focuses the button; the button itself is named by it */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button it focuses is in the tab order */}
      <span
        className={fieldStyles.label}
        id={labelId}
        onClick={() => {
          if (!isDisabled) buttonRef.current?.focus();
        }}
      >
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={fieldStyles.requiredMarker}>
            *
          </span>
        ) : null}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`${fieldStyles.control} ${styles.trigger}`}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        data-hovered={isHovered && !isDisabled ? true : undefined}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={describedBy}
        aria-haspopup="listbox"
        aria-expanded="false"
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          setHovered(true);
          loadAriaSelect().catch(() => undefined);
        }}
        onPointerLeave={() => setHovered(false)}
        onPointerDown={onPointerDown}
        onPointerUp={(event) => {
          if (event.pointerType === 'touch') onActivate({ strategy: null });
        }}
        // A screen reader's virtual click opens with the first option focused.
        onClick={(event) => {
          if (event.detail === 0) onActivate({ strategy: 'first' });
        }}
        onKeyDown={onKeyDown}
        onFocus={() => onActivate()}
      >
        <span className={styles.value} id={valueId} data-placeholder={selected ? undefined : true}>
          {selected ? <span>{selected.name}</span> : placeholder}
        </span>
        {isLoading ? <Spinner size="small" label={`Loading ${label}`} /> : <Chevron />}
      </button>
      {description ? (
        <span className={fieldStyles.description} id={descriptionId}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span className={fieldStyles.error} id={errorId}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </span>
      ) : null}
      {name ? <input type="hidden" name={name} value={selectedId ?? ''} /> : null}
    </div>
  );
}
