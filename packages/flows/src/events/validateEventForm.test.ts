import { describe, expect, it } from 'vitest';
import { eventFormMessages, validateEventForm } from './validateEventForm';

const filled = {
  title: 'Back pain workshop',
  description: 'Exercises',
  date: '2026-12-05',
  time: '18:00',
  maxAttendees: '20',
  location: 'Miami',
  category: 'health' as const,
};

describe('validateEventForm (spec 5)', () => {
  it('needs every field but the category', () => {
    const result = validateEventForm({
      ...filled,
      title: ' ',
      description: '',
      date: '',
      time: '',
      maxAttendees: '',
      location: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        description: 'Description is required',
        date: 'Date is required',
        time: 'Time is required',
        maxAttendees: 'Max attendees is required',
        location: 'Location is required',
      },
    });
  });

  it.each(['0', '2.5', 'ten'])('refuses max attendees %s', (maxAttendees) => {
    expect(validateEventForm({ ...filled, maxAttendees })).toEqual({
      ok: false,
      errors: { maxAttendees: eventFormMessages.maxAttendeesNumber },
    });
  });

  it('sends the trimmed form with the number', () => {
    expect(validateEventForm({ ...filled, title: ' Back pain workshop ' })).toEqual({
      ok: true,
      payload: { ...filled, maxAttendees: 20 },
    });
  });
});
