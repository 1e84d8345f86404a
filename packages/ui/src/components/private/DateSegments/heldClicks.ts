/**
 * While a date or time typed into a stand-in waits for React Aria's field to replay it, the form
 * around it does not have the value yet: a Save or Next pressed in that moment would check an empty
 * field. Every press meanwhile (a click, or the click a keyboard or Enter-in-a-form makes) is held and
 * made again, in order, once every pending field has its value (issue 22).
 */
const pending = new Set<object>();
const held: HTMLElement[] = [];

function holdClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  // Moving between segments, or into another field, is part of typing the date.
  if (target.closest('[role="spinbutton"]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
}

/** A field has keys React Aria has not replayed yet. */
export function entryPending(field: object) {
  if (pending.size === 0) document.addEventListener('click', holdClick, true);
  pending.add(field);
}

/** The field's keys are replayed (or can no longer be): a held press goes through if none is left. */
export function entrySettled(field: object) {
  if (!pending.delete(field) || pending.size > 0) return;
  document.removeEventListener('click', holdClick, true);
  // In the order they were made: a box ticked before Save is ticked when Save reads the form.
  for (const target of held.splice(0)) if (target.isConnected) target.click();
}
