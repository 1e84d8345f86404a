import { describe, expect, it } from 'vitest';
import { storedProfile } from '../testing/businessProfileFixture';
import { validateBusinessProfile } from './businessProfile';

describe('the business profile form', () => {
  it('accepts the stored profile', () => {
    expect(validateBusinessProfile(storedProfile)).toEqual({});
  });

  it('says what is wrong under each field, with the spec’s messages', () => {
    const location = storedProfile.locations[0];
    if (!location) throw new Error('fixture');
    const errors = validateBusinessProfile({
      ...storedProfile,
      businessName: ' ',
      email: 'care@nowhere',
      phone: '555',
      website: 'biscayne ortho',
      videoUrl: 'https://example.com/clip.mp4',
      locations: [
        {
          ...location,
          hours: { ...location.hours, monday: { open: '17:00', close: '09:00', isClosed: false } },
          services: [],
        },
      ],
    });
    expect(errors).toEqual({
      businessName: 'Business name is required',
      email: 'Email format is invalid',
      phone: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
      website: 'Enter the website as a web address, e.g. www.example.com.',
      videoUrl: 'The video link must be a YouTube or Vimeo link.',
      locations: {
        1: {
          hours: { monday: 'closing time must be at least an hour after opening time.' },
          services: 'Choose at least one service.',
        },
      },
    });
  });

  it('wants a location open on at least one day', () => {
    const location = storedProfile.locations[0];
    if (!location) throw new Error('fixture');
    const closed = { open: '', close: '', isClosed: true };
    const hours = {
      monday: closed,
      tuesday: closed,
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: closed,
      sunday: closed,
    };
    expect(validateBusinessProfile({ ...storedProfile, locations: [{ ...location, hours }] }).locations).toEqual({
      1: { hours: { monday: 'Open on at least one day.' } },
    });
  });
});
