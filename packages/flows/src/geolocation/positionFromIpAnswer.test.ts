import { describe, expect, it } from 'vitest';
import { positionFromIpAnswer } from './positionFromIpAnswer';

describe('positionFromIpAnswer', () => {
  it.each([
    ['lat and lon', { status: 'success', lat: 25.77, lon: -80.19 }, { lat: 25.77, lon: -80.19 }],
    ['latitude and longitude', { latitude: 40.7, longitude: -74 }, { lat: 40.7, lon: -74 }],
    ['lat and lng', { lat: 51.5, lng: -0.12 }, { lat: 51.5, lon: -0.12 }],
    ['numbers as text', { lat: '25.5', lon: '-80.5' }, { lat: 25.5, lon: -80.5 }],
    ['zero is a position', { lat: 0, lon: 0 }, { lat: 0, lon: 0 }],
  ])('reads %s', (_shape, answer, position) => {
    expect(positionFromIpAnswer(answer)).toEqual(position);
  });

  it.each([
    ['nothing', null],
    ['a string', 'Miami'],
    ['a failed lookup', { status: 'fail', message: 'private range' }],
    ['a missing longitude', { lat: 25 }],
    ['empty text', { lat: '', lon: '' }],
    ['text that is not a number', { lat: 'north', lon: 'west' }],
    ['a latitude off the globe', { lat: 91, lon: 0 }],
    ['a longitude off the globe', { lat: 0, lon: -181 }],
  ])('gives no position for %s', (_case, answer) => {
    expect(positionFromIpAnswer(answer)).toBeNull();
  });
});
