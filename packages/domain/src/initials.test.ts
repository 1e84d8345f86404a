import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Dr. Carlos Rivera', 'CR'],
    ['dr carlos rivera', 'CR'],
    ['Prof. Ana María de la Cruz', 'AC'],
    ['Casey Customer', 'CC'],
    ['Jordan', 'J'],
    ['Mary Ann Lee', 'ML'],
    ['  Élodie   Brun ', 'ÉB'],
    ['Dr.', '?'],
    ['', '?'],
    ['123 Clinic', 'C'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
