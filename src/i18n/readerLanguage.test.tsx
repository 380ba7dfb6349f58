import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Pagination } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../tests/support/web-app';
import { muiZh } from './mui.zh';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const row = (id: number) => ({
  id,
  status: 'Booked',
  bargeName: `Harbour Star ${id}`,
  productName: 'VLSFO',
  quantity: 1000,
  surveyors: [],
  documents: { quantity: null, quality: null, billOfLading: null },
});

// The barging list with its "from" day filter shown, 300 nominations, 25 a page.
const LIST = `/barging/index?displayedFilters=${encodeURIComponent('{"startDate":true}')}`;

function listOf300(locale: 'en' | 'zh') {
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  server.use(
    ...shellHandlers(() => info('customer', 2, 5)),
    mswHttp.get(`${API}/jput/nomination/list`, () =>
      ok({ rows: Array.from({ length: 25 }, (_, i) => row(i + 1)), total: 300 }),
    ),
  );
  renderApp(LIST);
}

/**
 * Issue 35 item 3: on a Chinese screen a screen reader named the picker's sections Day/Month/Year,
 * its button "Choose date" and the pager's buttons "Go to next page": MUI's own English.
 */
describe('screen-reader names in the reader’s language', { timeout: 120_000 }, () => {
  it('names the pager’s buttons and the date picker’s sections in Chinese, and marks the page zh-CN', async () => {
    listOf300('zh');
    const next = await screen.findByRole('button', { name: '下一页' }, { timeout: 45_000 });
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
    expect(screen.getByText(/共 300 条/)).toBeInTheDocument();
    const sections = (await screen.findAllByRole('spinbutton', {}, { timeout: 45_000 })).map((s) =>
      s.getAttribute('aria-label'),
    );
    expect(sections).toEqual(['日期', '月份', '年份']);
    expect(screen.getByRole('button', { name: /^选择日期/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to next page|Choose date/ })).toBeNull();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('keeps MUI’s English names for an English reader', async () => {
    listOf300('en');
    expect(await screen.findByRole('button', { name: 'Go to next page' }, { timeout: 45_000 })).toBeEnabled();
    const group = (await screen.findAllByRole('spinbutton', {}, { timeout: 45_000 }))[0]!.parentElement!;
    expect(
      within(group.parentElement!)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Day', 'Month', 'Year']);
    expect(document.documentElement.lang).toBe('en');
  });

  it('names a numbered pager’s buttons in Chinese too (MUI ships no zhCN for it)', () => {
    // The requests, pilot jobs, high variance and log screens use MUI's numbered Pagination.
    render(
      <ThemeProvider theme={createTheme({ components: muiZh })}>
        <Pagination count={5} page={2} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '前往第 3 页' })).toBeInTheDocument();
  });
});
