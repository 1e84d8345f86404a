import { describe, expect, it } from 'vitest';
import { overviewBars } from './overviewBars';

const counts = { profileView: 4, website: 2, phone: 1, directions: 3, booking: 1 };

describe('the Overview chart’s bars', () => {
  it('names a daily bar by its weekday and groups its events as the chart draws them', () => {
    expect(overviewBars([{ date: '2026-11-16', to: '2026-11-16', counts, total: 11 }], 'day')).toEqual([
      {
        date: '2026-11-16',
        label: 'Mon 16',
        fullLabel: 'Monday, November 16',
        profileViews: 4,
        clicks: 6,
        requests: 1,
        total: 11,
      },
    ]);
  });

  it('names a weekly bar by its first day and its range', () => {
    const [week] = overviewBars([{ date: '2026-11-16', to: '2026-11-22', counts, total: 11 }], 'week');
    expect(week).toMatchObject({ label: 'Nov 16', fullLabel: 'November 16 – November 22', total: 11 });
  });
});
