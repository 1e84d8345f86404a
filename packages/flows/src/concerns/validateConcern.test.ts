import { concernPriorities, DEFAULT_CONCERN_PRIORITY } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { type ConcernForm, concernFieldErrors, toRaiseConcernInput, validateConcern } from './validateConcern';

const valid: ConcernForm = { title: 'Late reply', description: 'No answer for a week', priority: 'high' };

describe('concern priorities', () => {
  it('are low, medium, high, urgent; default low (spec §5, §9)', () => {
    expect(concernPriorities).toEqual(['low', 'medium', 'high', 'urgent']);
    expect(DEFAULT_CONCERN_PRIORITY).toBe('low');
  });
});

describe('validateConcern', () => {
  // spec: "title, description and priority are all required, otherwise 'Please fill in all fields'".
  it.each<[string, Partial<ConcernForm>, string | null]>([
    ['a complete form', {}, null],
    ['each priority', { priority: 'urgent' }, null],
    ['a blank title', { title: '' }, 'Please fill in all fields'],
    ['a whitespace title', { title: '   ' }, 'Please fill in all fields'],
    ['a blank description', { description: '' }, 'Please fill in all fields'],
    ['no priority', { priority: '' }, 'Please fill in all fields'],
    ['a priority outside the list', { priority: 'critical' as ConcernForm['priority'] }, 'Please fill in all fields'],
  ])('%s → %j', (_name, change, message) => {
    expect(validateConcern({ ...valid, ...change })).toBe(message);
  });
});

describe('concernFieldErrors', () => {
  it('names each empty field, for the form to mark and focus', () => {
    expect(concernFieldErrors(valid)).toEqual({});
    expect(concernFieldErrors({ title: ' ', description: '', priority: 'low' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
  });
});

describe('toRaiseConcernInput', () => {
  it('names the customer and trims the text fields', () => {
    expect(toRaiseConcernInput('u-1', { title: ' Late ', description: ' No answer ', priority: 'medium' })).toEqual({
      user_id: 'u-1',
      title: 'Late',
      description: 'No answer',
      priority: 'medium',
    });
  });
});
