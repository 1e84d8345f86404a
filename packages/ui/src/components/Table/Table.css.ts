import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Below this width of its own box (not the viewport's, so a table beside a sidebar or inside a
// story's phone frame decides alike) each row becomes a card with its actions in view: a table
// that scrolls sideways hides its last column, which is where the row's buttons are.
const tableContainer = createContainer();
const cards = `${tableContainer} (max-width: 719px)`;

export const container = style({ containerName: tableContainer, containerType: 'inline-size' });

/** The table's frame, which loses its border in card mode: each card has its own. */
export const frame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@container': { [cards]: { border: 'none', background: 'transparent', overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  '@container': { [cards]: { display: 'block' } },
});

// The column headings stay in the accessibility tree in card mode (each cell keeps its header),
// while the cards show them beside each value instead.
export const header = style({
  '@container': {
    [cards]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@container': { [cards]: { display: 'flex', flexDirection: 'column', gap: vars.space.medium } },
});

export const column = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[aria-sort]:hover': { color: vars.color.text },
  },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
  '@container': {
    [cards]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
      padding: vars.space.large,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      background: vars.color.surface,
    },
  },
});

export const cell = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  verticalAlign: 'middle',
  outline: 'none',
  '@container': {
    [cards]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
      alignItems: 'center',
      gap: vars.space.medium,
      padding: 0,
    },
  },
});

/** The row's title in card mode: the whole width, larger, no label. */
export const titleCell = style({
  '@container': {
    [cards]: {
      display: 'block',
      fontSize: vars.font.size.standard,
      paddingBottom: vars.space.xsmall,
    },
  },
});

/** The row's buttons in card mode: the whole width, under a line, wrapping. */
export const actionsCell = style({
  '@container': {
    [cards]: {
      display: 'block',
      marginTop: vars.space.xsmall,
      paddingTop: vars.space.medium,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** A cell's column name, shown only in card mode. */
export const cellLabel = style({
  display: 'none',
  '@container': { [cards]: { display: 'block', color: vars.color.textMuted, fontWeight: vars.font.weight.medium } },
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  color: vars.color.brand,
});

/** A sortable heading: its name and an arrow that says the order, pressable as a whole. */
export const sortable = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  cursor: 'pointer',
});

/** The heading's button: drawn as the heading's text; its focus ring is the column's. */
export const sortButton = style({
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

/** A row's name is its header cell: set like the other cells. */
export const rowHeaderCell = style({ textAlign: 'left', fontWeight: 'inherit' });

/** No order yet: a faint arrow says the heading can be pressed. */
export const sortNone = style({ opacity: 0.35 });
export const sortDescending = style({});
export const sortAscending = style({ transform: 'rotate(180deg)' });

/** The tick column: narrow on a table, the card's first line on a phone. */
export const selectCell = style({
  width: '1%',
  '@container': { [cards]: { display: 'block' } },
});

/** A tick's name: read out on a table, shown beside the tick on a phone's card. */
export const selectLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@container': {
    [cards]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' },
  },
});
