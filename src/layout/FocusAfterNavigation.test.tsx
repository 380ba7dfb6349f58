import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FocusAfterNavigation } from './FocusAfterNavigation';

function List() {
  const navigate = useNavigate();
  return (
    <button type="button" onKeyDown={(e) => e.key === 'Enter' && navigate('/record')}>
      Row 1
    </button>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <FocusAfterNavigation />
      <div id="main-content">{children}</div>
    </>
  );
}

const wait = () => act(() => new Promise((r) => setTimeout(r, 5)));

describe('focus after moving to another screen', () => {
  it('goes to the content when the row that had it is gone', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Shell>
          <Routes>
            <Route path="/list" element={<List />} />
            <Route path="/record" element={<p>Record</p>} />
          </Routes>
        </Shell>
      </MemoryRouter>,
    );
    const row = screen.getByRole('button', { name: 'Row 1' });
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await wait();
    expect(screen.getByText('Record')).toBeTruthy();
    expect(document.activeElement?.id).toBe('main-content');
    // Only for this move: once focus leaves, the content is not focusable by a click again.
    (document.activeElement as HTMLElement).blur();
    expect(document.getElementById('main-content')?.hasAttribute('tabindex')).toBe(false);
  });
});
