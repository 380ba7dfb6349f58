import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { DispatchToolbar } from './DispatchToolbar';

/** The planner's board and the head of pilot's dispatch share this toolbar: it must hand each choice back. */
describe('the dispatch toolbar', () => {
  it('shows the first day and the number of days, and hands back a new number of days and the auto-assign click', () => {
    const onDays = vi.fn();
    const onPropose = vi.fn();
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <DispatchToolbar day="2026-11-26" onDay={() => undefined} days={2} onDays={onDays} onPropose={onPropose} />
      </AdminContext>,
    );
    expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('26/11/2026');
    const days = screen.getByRole('combobox', { name: 'Days' });
    expect(days).toHaveTextContent('2');
    fireEvent.mouseDown(days);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '5' }));
    expect(onDays).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-assign these days' }));
    expect(onPropose).toHaveBeenCalledTimes(1);
  });
});
