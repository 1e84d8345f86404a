import { type PointerEvent, useEffect, useId, useRef } from 'react';
import { ErrorIcon } from '../Field/ErrorIcon';
import * as fieldStyles from '../Field/Field.css';
import { type EditableSegmentType, type PlainSegment, segmentNames } from './segments';
import { isSegmentKey, type StandInHandlers } from './useStandIn';

export type PlainDateInputProps = {
  label: string;
  isLabelHidden: boolean;
  segments: PlainSegment[];
  inputClassName: string;
  segmentClassName: string;
  description: string | undefined;
  /** Shown while `isInvalid`, as React Aria's field error is (empty when only `isInvalid` is set). */
  errorMessage: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  name: string | undefined;
  /** The value React Aria's hidden input carries to a form. */
  formValue: string;
  focused: EditableSegmentType | null;
  handlers: StandInHandlers;
};

/**
 * A date or time field as React Aria draws it before it is used: the same elements, classes and
 * ARIA attributes (a labelled group of spin buttons), with no React Aria code behind them.
 */
export function PlainDateInput({
  label,
  isLabelHidden,
  segments,
  inputClassName,
  segmentClassName,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  formValue,
  focused,
  handlers,
}: PlainDateInputProps) {
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const editable = !isDisabled;
  // React Aria describes only the first segment, unless the field is invalid.
  const firstType = segments.find((segment) => segment.kind === 'editable')?.type;

  // Typing into a contenteditable segment would change text React owns; React Aria cancels it too.
  useEffect(() => {
    const group = groupRef.current;
    const cancel = (event: Event) => event.preventDefault();
    group?.addEventListener('beforeinput', cancel);
    return () => group?.removeEventListener('beforeinput', cancel);
  }, []);

  const spinButtons = () => [...(groupRef.current?.querySelectorAll<HTMLElement>('[role="spinbutton"]') ?? [])];
  /** React Aria focuses the segment before the pressed point, back over empty ones. */
  const focusFromPress = (target: EventTarget) => {
    const buttons = spinButtons();
    const before = buttons.filter(
      (button) => button.compareDocumentPosition(target as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    let index = (before.length > 0 ? before.length : buttons.length) - 1;
    while (
      index > 0 &&
      buttons[index]?.hasAttribute('data-placeholder') &&
      buttons[index - 1]?.hasAttribute('data-placeholder')
    )
      index -= 1;
    buttons[index]?.focus();
  };
  const isSpinButton = (target: EventTarget) => (target as HTMLElement).getAttribute?.('role') === 'spinbutton';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!editable || isSpinButton(event.target) || event.pointerType !== 'mouse' || event.button !== 0) return;
    event.preventDefault();
    focusFromPress(event.target);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!editable || isSpinButton(event.target) || event.pointerType === 'mouse') return;
    focusFromPress(event.target);
  };

  return (
    <div
      className={fieldStyles.field}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      {isLabelHidden ? null : (
        // biome-ignore lint/a11y/noStaticElementInteractions: React Aria's date field label is a span that focuses the first segment
        // biome-ignore lint/a11y/useKeyWithClickEvents: the segments it focuses are in the tab order
        <span
          className={fieldStyles.label}
          id={labelId}
          onClick={() => (editable ? spinButtons()[0]?.focus() : undefined)}
        >
          {label}
          {isRequired ? (
            <span aria-hidden="true" className={fieldStyles.requiredMarker}>
              *
            </span>
          ) : null}
        </span>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: React Aria's date field is a div with the group role, and so is its stand-in */}
      <div
        ref={groupRef}
        id={`${id}-group`}
        aria-label={isLabelHidden ? label : undefined}
        aria-labelledby={isLabelHidden ? undefined : labelId}
        aria-describedby={describedBy}
        role="group"
        aria-disabled={isDisabled || undefined}
        className={inputClassName}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        style={{ unicodeBidi: 'isolate' }}
        onPointerEnter={(event) => {
          if (editable && event.pointerType !== 'touch') handlers.onHover(true);
        }}
        onPointerLeave={() => handlers.onHover(false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onKeyDown={(event) => {
          const segment = (event.target as HTMLElement).dataset.type as EditableSegmentType | undefined;
          if (!segment || !isSegmentKey(event)) return;
          event.preventDefault();
          handlers.onSegmentKey({ segment, key: event.key });
        }}
      >
        {segments.map((segment, index) =>
          segment.kind === 'literal' ? (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a field's segments never move
              key={index}
              aria-hidden="true"
              className={segmentClassName}
              data-invalid={isInvalid || undefined}
              data-disabled={isDisabled || undefined}
              data-type="literal"
            >
              {segment.text}
            </span>
          ) : (
            <span
              key={segment.type}
              role="spinbutton"
              aria-valuenow={segment.valueNow}
              aria-valuetext={segment.valueText}
              aria-valuemin={segment.min}
              aria-valuemax={segment.max}
              aria-required={isRequired || undefined}
              aria-disabled={isDisabled || undefined}
              id={`${id}-${segment.type}`}
              aria-label={`${segmentNames[segment.type]}, ${isLabelHidden ? label : ''}`}
              aria-labelledby={isLabelHidden ? undefined : `${id}-${segment.type} ${labelId}`}
              aria-invalid={isInvalid || undefined}
              aria-describedby={segment.type === firstType || isInvalid ? describedBy : undefined}
              contentEditable={editable}
              suppressContentEditableWarning
              spellCheck={editable ? false : undefined}
              autoCorrect={editable ? 'off' : undefined}
              enterKeyHint={editable ? 'next' : undefined}
              inputMode={editable && segment.type !== 'dayPeriod' ? 'numeric' : undefined}
              tabIndex={editable ? 0 : undefined}
              className={segmentClassName}
              data-placeholder={segment.isPlaceholder || undefined}
              data-invalid={isInvalid || undefined}
              data-disabled={isDisabled || undefined}
              data-focused={focused === segment.type || undefined}
              data-type={segment.type}
              style={{ caretColor: 'transparent' }}
              onFocus={() => handlers.onSegmentFocus(segment.type)}
              onBlur={handlers.onSegmentBlur}
            >
              {segment.text}
            </span>
          ),
        )}
      </div>
      <input
        type="hidden"
        name={name}
        value={formValue}
        disabled={isDisabled || undefined}
        data-disabled={isDisabled || undefined}
      />
      {description ? (
        <span className={fieldStyles.description} id={descriptionId} slot="description">
          {description}
        </span>
      ) : null}
      {isInvalid ? (
        <span className={fieldStyles.error} id={errorId} slot="errorMessage">
          <ErrorIcon />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
