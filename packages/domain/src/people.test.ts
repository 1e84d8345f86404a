import { describe, expect, it } from 'vitest';
import { profileGenderOf } from './people';

describe('profileGenderOf reads registration’s and the profile’s spelling alike', () => {
  it.each([
    ['female', 'Female'],
    ['Male', 'Male'],
    [' OTHER ', 'Other'],
    ['', null],
    [null, null],
    ['unknown', null],
  ])('%j reads %j', (stored, shown) => {
    expect(profileGenderOf(stored)).toBe(shown);
  });
});
