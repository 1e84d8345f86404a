import { describe, expect, it } from 'vitest';
import { appointmentButtons } from './appointmentButtons';

describe('Upcoming items have Reschedule and Cancel buttons. Past items have Rebook.', () => {
  it.each([
    [0, 'upcoming', ['Reschedule', 'Cancel']],
    [1, 'upcoming', ['Reschedule', 'Cancel']],
    [3, 'upcoming', ['Reschedule', 'Cancel']],
    [0, 'past', ['Rebook']],
    [1, 'past', ['Rebook']],
    [2, 'past', ['Rebook']],
    [3, 'past', ['Rebook']],
    [4, 'past', ['Rebook']],
  ] as const)('status %i on %s shows %j', (status, tab, buttons) => {
    expect(appointmentButtons(status, tab)).toEqual(buttons);
  });
});

describe('The Cancel button is hidden for statuses 2 and 4.', () => {
  it.each([
    [2, ['Reschedule']],
    [4, ['Reschedule']],
  ] as const)('status %i on upcoming shows %j', (status, buttons) => {
    expect(appointmentButtons(status, 'upcoming')).toEqual(buttons);
  });
});

describe('A completed appointment not reviewed yet offers Review (issue 13).', () => {
  it.each([
    [2, false, ['Review', 'Rebook']],
    [2, true, ['Rebook']],
    [2, undefined, ['Rebook']],
    [5, false, ['Rebook']],
  ] as const)('status %i, reviewed %s, shows %j', (status, reviewed, buttons) => {
    expect(appointmentButtons(status, 'past', reviewed)).toEqual(buttons);
  });
});
