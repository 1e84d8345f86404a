import { describe, expect, it } from 'vitest';
import { localDateAndTime, securityEventKinds, securityEventLabels } from './security-activity';

describe('localDateAndTime', () => {
  it('reads the day and the time to the minute in the visitor zone', () => {
    const at = new Date(2026, 10, 26, 21, 5, 30);
    expect(localDateAndTime(at)).toBe('November 26, 2026, 09:05 PM');
    expect(localDateAndTime(at.toISOString())).toBe('November 26, 2026, 09:05 PM');
  });
});

describe('securityEventLabels', () => {
  it('names every kind', () => {
    expect(securityEventKinds.map((kind) => securityEventLabels[kind]).every(Boolean)).toBe(true);
  });
});
