import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Dialogs, listboxes and toasts render outside the story's root. */
export const body = () => within(document.body);

/** Opens a select once its list has loaded and picks an option; the trigger is named 'value label'. */
async function choose(placeholder: string, label: string, option: string) {
  const trigger = body().getByRole('button', { name: `${placeholder} ${label}` });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('option', { name: option }));
  await expect(await body().findByRole('button', { name: `${option} ${label}` })).toBeVisible();
}

/** Medical → Specialists → Orthopedics (or another of its services) in United States → Florida → Miami. */
export async function chooseOrthopedicsInMiami(service = 'Orthopedics') {
  await choose('Select category', 'Category', 'Medical');
  await choose('Select sub category', 'Sub Category', 'Specialists');
  await choose('Select service', 'Services', service);
  await choose('Select country', 'Country', 'United States');
  await choose('Select state', 'State', 'Florida');
  await choose('Select city', 'City', 'Miami');
}

/** Types a date into the open dialog's date field, month first: '03032026'. */
export async function typeDate(dialog: HTMLElement, typed: string) {
  await userEvent.click(within(dialog).getByRole('spinbutton', { name: /month/i }));
  await userEvent.keyboard(typed);
}

export const slotRadio = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('radio', { name: new RegExp(`^${label}`) });

/** The radio input is visually hidden; a person clicks the slot's label around it. */
export async function pickSlot(dialog: HTMLElement, label: string) {
  const radio = await waitFor(() => slotRadio(dialog, label));
  const around = radio.closest('label');
  await userEvent.click(around ?? radio);
  await expect(radio).toBeChecked();
}

/** Checks a toast's text and tone, then closes it so that no toast times out during the screenshot. */
export async function expectToastAndClose(message: string, tone: 'success' | 'critical') {
  const toast = await body().findByRole('alertdialog', { name: message });
  await expect(toast).toHaveAttribute('data-tone', tone);
  await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
  await waitFor(() => expect(body().queryByRole('alertdialog', { name: message })).toBeNull());
}
