import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { LaneList } from './LaneList';
import { onLane } from './useDispatch';
import { board } from './pilotBoard.fixture';

/** The planner on a phone: a row per pilot or tug, its name the button, its jobs' chips beside it. */
function show(onPlace = vi.fn(), onPick = vi.fn()) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <LaneList
        resources={board.pilots}
        jobs={board.jobs}
        job={board.jobs[1]!}
        onLane={onLane}
        verdict={() => []}
        onPlace={onPlace}
        onPick={onPick}
        format={() => '01/01/2026 08:00'}
      />
    </AdminContext>,
  );
  return { onPlace, onPick };
}

describe('the planner’s rows on a phone', () => {
  it('puts no button inside another (axe nested-interactive at 390 px): the name places, a chip picks its job', async () => {
    const { onPlace, onPick } = show();
    const user = userEvent.setup();
    const name = await screen.findByRole('button', { name: /^Capt\. Busy/ });
    const chip = screen.getByRole('button', { name: /^#10 / });
    expect(name.contains(chip) || chip.contains(name)).toBe(false);
    for (const b of screen.getAllByRole('button')) expect(b.querySelector('button, [role=button]')).toBeNull();

    name.focus();
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(onPlace.mock.calls[0]![0]).toMatchObject({ id: 1, kind: 'pilot' });
    await user.click(chip);
    expect(onPick).toHaveBeenCalledWith(10);
    // The chip's tap picks, it does not place as well.
    expect(onPlace).toHaveBeenCalledTimes(1);
  });
});
