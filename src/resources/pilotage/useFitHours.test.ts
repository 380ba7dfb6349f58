import { describe, expect, it } from 'vitest';
import { barText, textPlace } from './JobBar';
import { DEFAULT_HOUR_PX, MAX_HOUR_PX, MIN_HOUR_PX, fitHourPx } from './useFitHours';

describe('the planner’s hour width', () => {
  it('fits the days chosen beside the names: two days in the 774 px lane area of a 1440 px screen', () => {
    // Walk 35 #8: at a fixed 28 px an hour, "Days 2" was 1,494 px wide and showed about one day.
    const px = fitHourPx(774, 2, 170);
    expect(px).toBe(12.5);
    expect(170 + 2 * 24 * px).toBeLessThanOrEqual(774);
  });

  it('never sums past the width, keeps an hour readable, and does not stretch one day across a wide screen', () => {
    for (const width of [600, 733, 958, 1201])
      for (const days of [1, 2, 3]) {
        const px = fitHourPx(width, days, 170);
        expect(170 + days * 24 * px).toBeLessThanOrEqual(Math.max(width, 170 + days * 24 * MIN_HOUR_PX));
      }
    expect(fitHourPx(774, 7, 170)).toBe(MIN_HOUR_PX);
    expect(fitHourPx(2400, 1, 170)).toBe(MAX_HOUR_PX);
    // Not measured yet (or a test's DOM without layout): the former scale.
    expect(fitHourPx(0, 2, 170)).toBe(DEFAULT_HOUR_PX);
  });
});

describe('a job bar’s text', () => {
  it('names the job and its barge', () => {
    expect(barText({ id: 321, bargeName: 'Harbour Star 1' })).toBe('#321 Harbour Star 1');
  });

  it('sits inside a wide bar, after a thin one, and before one at the end of the days', () => {
    const text = '#321 Harbour Star 1';
    expect(textPlace({ left: 100, width: 200 }, text, 600)).toBe('inside');
    expect(textPlace({ left: 100, width: 12 }, text, 600)).toBe('after');
    expect(textPlace({ left: 580, width: 12 }, text, 600)).toBe('before');
  });
});
