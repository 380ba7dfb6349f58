import { useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { HOUR, MINUTE } from '../../../../contract/time';

/** Where an item would go and what the rules say of it there, shown before it is placed. */
export interface Aim<R, V> {
  row: R;
  start: number;
  verdict: V[];
}

interface TimelineOptions<R, V> {
  /** Epoch ms at x = 0: the first terminal midnight shown. */
  origin: number;
  hourPx: number;
  /**
   * 'time': the item's time is chosen on the axis (the berth board): the aim follows the pointer,
   * arrows move it by a step (Shift: an hour), Enter places, Escape drops the pick; a placement ends it.
   * 'row': the item keeps its own time and only the row is chosen (the pilotage planner): Enter or
   * Space places; the pick stays, so the next row can take the same item too.
   */
  mode: 'time' | 'row';
  /** Pointer and keyboard times round to this. */
  snap?: number;
  /** What keeps item `id` from `row` at `start` (empty when it fits); null when either is unknown. */
  check(id: number, row: R, start: number): V[] | null;
  /** Where a picked item stands before it is moved: its own time. */
  startOf(id: number): number;
  place(id: number, row: R, start: number): unknown;
  sameRow?(a: R, b: R): boolean;
}

/** A type of our own: text dragged in from elsewhere (a number selected on the page) is not an item. */
const DRAG_TYPE = 'application/x-berth-item';

/**
 * One placement model for the timelines (ARCHITECTURE.md §10): the axis (instant ↔ x), pointer x →
 * snapped instant, the item being dragged, the item picked to place without a pointer, the keys a
 * row answers and the rules' verdict before the drop. A screen spreads `rowProps(row)` on each lane
 * and `dragProps(id)` on each draggable item; native drag and drop, see docs/decisions.md.
 */
export function useTimeline<R, V>(options: TimelineOptions<R, V>) {
  const { origin, hourPx, mode, snap = 15 * MINUTE, check, startOf, sameRow = Object.is } = options;
  const [dragged, setDragged] = useState<number | null>(null);
  /** An item picked by click or keyboard, to place without dragging. */
  const [selected, setSelected] = useState<number | null>(null);
  const [aim, setAim] = useState<Aim<R, V> | null>(null);

  const x = (ms: number) => ((ms - origin) / HOUR) * hourPx;
  /** Where an interval sits on a lane, never thinner than `min` px. */
  const span = (start: number, end: number, min: number) => ({
    left: x(start),
    width: Math.max(min, ((end - start) / HOUR) * hourPx),
  });
  const round = (ms: number) => Math.round(ms / snap) * snap;
  const timeAt = (e: DragEvent<HTMLElement> | MouseEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return round(origin + ((e.clientX - rect.left) / hourPx) * HOUR);
  };
  const aimAt = (id: number | null, row: R, start: number) => {
    if (!id) return;
    // dragover fires many times a second: judge and render only when the aim moves.
    if (aim && sameRow(aim.row, row) && aim.start === start) return;
    const verdict = check(id, row, start);
    if (verdict) setAim({ row, start, verdict });
  };
  const place = (id: number, row: R, start: number) => {
    if (mode === 'time') {
      setAim(null);
      setSelected(null);
    }
    return options.place(id, row, start);
  };
  const cancel = () => {
    setSelected(null);
    setAim(null);
  };

  const timeKeys = (e: KeyboardEvent<HTMLElement>, row: R) => {
    if (!selected) return;
    const current = aim && sameRow(aim.row, row) ? aim.start : startOf(selected);
    const step = e.shiftKey ? HOUR : snap;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      aimAt(selected, row, round(current + (e.key === 'ArrowRight' ? step : -step)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void place(selected, row, current);
    } else if (e.key === 'Escape') cancel();
  };
  /** 'row' mode: the picked item onto this row at its own time. */
  const placeOn = (row: R) => {
    if (selected) void place(selected, row, startOf(selected));
  };
  const rowKeys = (e: KeyboardEvent<HTMLElement>, row: R) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      placeOn(row);
    }
  };
  const drop = (e: DragEvent<HTMLElement>, row: R) => {
    e.preventDefault();
    // Our own drag first; the payload for a drag that began before a re-render lost its source.
    const id = dragged ?? (Number(e.dataTransfer.getData(DRAG_TYPE)) || null);
    setDragged(null);
    if (id) void place(id, row, mode === 'time' ? timeAt(e) : startOf(id));
  };

  /** Handlers of a lane: where items are dropped, clicked or keyed onto. */
  const rowProps = (row: R) =>
    mode === 'time'
      ? {
          onDragOver: (e: DragEvent<HTMLElement>) => {
            e.preventDefault();
            aimAt(dragged, row, timeAt(e));
          },
          onDragLeave: () => setAim(null),
          onDrop: (e: DragEvent<HTMLElement>) => drop(e, row),
          onMouseMove: (e: MouseEvent<HTMLElement>) => {
            if (selected) aimAt(selected, row, timeAt(e));
          },
          onClick: (e: MouseEvent<HTMLElement>) => {
            if (selected) void place(selected, row, timeAt(e));
          },
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => timeKeys(e, row),
        }
      : {
          onDragOver: (e: DragEvent<HTMLElement>) => e.preventDefault(),
          onDrop: (e: DragEvent<HTMLElement>) => drop(e, row),
          onClick: () => placeOn(row),
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => rowKeys(e, row),
        };

  /** Handlers of an item that can be dragged onto a lane. */
  const dragProps = (id: number) => ({
    onDragStart: (e: DragEvent<HTMLElement>) => {
      e.dataTransfer.setData(DRAG_TYPE, String(id));
      setDragged(id);
    },
    onDragEnd: () => {
      setDragged(null);
      setAim(null);
    },
  });

  return {
    x,
    span,
    selected,
    select: setSelected,
    aim,
    /** The aim when it is on this row. */
    aimOn: (row: R) => (aim && sameRow(aim.row, row) ? aim : null),
    /** The verdict for the picked item on this row at its own time ('row' mode). */
    verdictOf: (row: R) => (selected ? (check(selected, row, startOf(selected)) ?? []) : []),
    placeOn,
    rowProps,
    dragProps,
  };
}

/** What useTimeline gives a screen's parts. */
export type Timeline<R, V> = ReturnType<typeof useTimeline<R, V>>;
