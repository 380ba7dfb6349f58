import { describe, expect, it } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { HOUR, MINUTE } from '../../../../contract/time';
import { TimelineBar, TimelineLane } from './TimelineLane';
import { useTimeline } from './useTimeline';

type Placed = [id: number, row: string, start: number];
const ROWS = ['open', 'closed'];
const HOUR_PX = 24;

/** Two lanes; 'closed' refuses everything. Item n stands at n o'clock; origin is 0. */
function Board({ mode, placed }: { mode: 'time' | 'row'; placed: Placed[] }) {
  const t = useTimeline<string, string>({
    origin: 0,
    hourPx: HOUR_PX,
    mode,
    check: (_id, row) => (row === 'closed' ? ['closed'] : []),
    startOf: (id) => id * HOUR,
    place: (id, row, start) => placed.push([id, row, start]),
  });
  return (
    <>
      <button onClick={() => t.select(1)}>pick</button>
      {ROWS.map((row) => {
        const aim = t.aimOn(row);
        return (
          <TimelineLane
            key={row}
            label={row}
            labelWidth={100}
            width={24 * HOUR_PX}
            hourPx={HOUR_PX}
            tint="transparent"
            role="group"
            aria-label={row}
            tabIndex={0}
            {...t.rowProps(row)}
          >
            {aim && (
              <TimelineBar data-testid="aim" at={{ left: t.x(aim.start) }}>
                {aim.start / MINUTE} {aim.verdict.join() || 'fits'}
              </TimelineBar>
            )}
          </TimelineLane>
        );
      })}
      <div draggable data-testid="item" {...t.dragProps(2)} />
      <span data-testid="verdict">{t.verdictOf('closed').join()}</span>
    </>
  );
}

const lane = (name: string) => screen.getByRole('group', { name });
const aimText = () => screen.queryByTestId('aim')?.textContent ?? null;
const ITEM = 'application/x-berth-item';
const transfer = (payload = '', type = ITEM) => {
  const data = new Map<string, string>([[type, payload]]);
  return { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '' };
};

/** jsdom's drag events carry no pointer position: give them one. */
const dragAt = (kind: 'dragOver' | 'drop', el: HTMLElement, clientX: number, dataTransfer: object) => {
  const event = createEvent[kind](el, { dataTransfer });
  Object.defineProperty(event, 'clientX', { value: clientX });
  fireEvent(el, event);
};

describe('useTimeline on a time axis (the berth board)', () => {
  it('moves a picked item by a quarter (Shift: an hour) from its own time, shows the verdict, and places it with Enter', () => {
    const placed: Placed[] = [];
    render(<Board mode="time" placed={placed} />);
    fireEvent.click(screen.getByText('pick'));
    for (let i = 0; i < 3; i++) fireEvent.keyDown(lane('open'), { key: 'ArrowRight' });
    expect(aimText()).toBe('105 fits');
    fireEvent.keyDown(lane('open'), { key: 'ArrowLeft', shiftKey: true });
    expect(aimText()).toBe('45 fits');
    fireEvent.keyDown(lane('closed'), { key: 'ArrowRight' });
    // Another row starts again from the item's own time.
    expect(aimText()).toBe('75 closed');
    fireEvent.keyDown(lane('closed'), { key: 'Enter' });
    expect(placed).toEqual([[1, 'closed', 75 * MINUTE]]);
    // Placing ends the pick: the keys do nothing until another.
    expect(aimText()).toBeNull();
    expect(fireEvent.keyDown(lane('open'), { key: 'Enter' })).toBe(true);
    expect(placed).toHaveLength(1);
  });

  it('drops the pick with Escape, and Enter then places nothing', () => {
    const placed: Placed[] = [];
    render(<Board mode="time" placed={placed} />);
    fireEvent.click(screen.getByText('pick'));
    fireEvent.keyDown(lane('open'), { key: 'ArrowRight' });
    fireEvent.keyDown(lane('open'), { key: 'Escape' });
    expect(aimText()).toBeNull();
    fireEvent.keyDown(lane('open'), { key: 'Enter' });
    expect(placed).toEqual([]);
  });

  it('follows the pointer to the nearest quarter and places the pick where the row is clicked', () => {
    const placed: Placed[] = [];
    render(<Board mode="time" placed={placed} />);
    // Nothing picked: the pointer aims at nothing.
    fireEvent.mouseMove(lane('open'), { clientX: 30 });
    expect(aimText()).toBeNull();
    fireEvent.click(screen.getByText('pick'));
    // 30 px at 24 px an hour is 75 minutes; 37 px is 92.5, the nearest quarter 90.
    fireEvent.mouseMove(lane('open'), { clientX: 30 });
    expect(aimText()).toBe('75 fits');
    fireEvent.click(lane('open'), { clientX: 37 });
    expect(placed).toEqual([[1, 'open', 90 * MINUTE]]);
  });

  it('judges a dragged item over a row before the drop, forgets the aim when it leaves, and places it at the drop', () => {
    const placed: Placed[] = [];
    render(<Board mode="time" placed={placed} />);
    const dataTransfer = transfer();
    fireEvent.dragStart(screen.getByTestId('item'), { dataTransfer });
    expect(dataTransfer.getData(ITEM)).toBe('2');
    dragAt('dragOver', lane('closed'), 48, dataTransfer);
    expect(aimText()).toBe('120 closed');
    fireEvent.dragLeave(lane('closed'));
    expect(aimText()).toBeNull();
    dragAt('drop', lane('open'), 54, dataTransfer);
    expect(placed).toEqual([[2, 'open', 135 * MINUTE]]);
  });
});

describe('useTimeline on rows only (the pilotage planner)', () => {
  it('places the picked item at its own time with Enter or Space, and keeps the pick for the next row', () => {
    const placed: Placed[] = [];
    render(<Board mode="row" placed={placed} />);
    // Without a pick Enter is still taken, so the page does not act on it, but places nothing.
    expect(fireEvent.keyDown(lane('open'), { key: 'Enter' })).toBe(false);
    expect(placed).toEqual([]);
    fireEvent.click(screen.getByText('pick'));
    expect(screen.getByTestId('verdict').textContent).toBe('closed');
    fireEvent.keyDown(lane('open'), { key: 'Enter' });
    fireEvent.keyDown(lane('closed'), { key: ' ' });
    // Arrows do not move a job whose time is fixed.
    fireEvent.keyDown(lane('open'), { key: 'ArrowRight' });
    expect(aimText()).toBeNull();
    fireEvent.click(lane('open'));
    expect(placed).toEqual([
      [1, 'open', HOUR],
      [1, 'closed', HOUR],
      [1, 'open', HOUR],
    ]);
  });

  it('places a dropped item at its own time, from the drag payload alone', () => {
    const placed: Placed[] = [];
    render(<Board mode="row" placed={placed} />);
    fireEvent.drop(lane('closed'), { clientX: 300, dataTransfer: transfer('2') });
    expect(placed).toEqual([[2, 'closed', 2 * HOUR]]);
  });

  it('places nothing for text dragged in from elsewhere, even a number', () => {
    const placed: Placed[] = [];
    render(<Board mode="row" placed={placed} />);
    fireEvent.drop(lane('closed'), { clientX: 300, dataTransfer: transfer('2', 'text/plain') });
    expect(placed).toEqual([]);
  });
});
