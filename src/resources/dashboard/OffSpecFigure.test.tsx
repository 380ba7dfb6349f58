import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { CustomerDashboard, Figure, TerminalDashboard } from '../../../contract/schemas/dashboard';
import { i18nProvider } from '../../i18n';
import { CustomerFigures } from './CustomerFigures';
import { OffSpecFigure } from './OffSpecFigure';
import { TerminalFigures } from './TerminalFigures';

/**
 * The off-spec figure (issue 34) is one card, drawn alike on terminal logistics' and the customer's
 * dashboards (review 34 #15), and not at all when the server sends no figure.
 */
const offSpec: Figure = {
  value: 2,
  link: { resource: 'nominations', filter: { offSpec: 'true', offSpecFrom: '2026-10-28', offSpecTo: '2026-11-26' } },
};
const none = (status = 'Completed'): Figure => ({ value: 0, link: { resource: 'nominations', filter: { status } } });
const terminal: TerminalDashboard = {
  kind: 'terminal',
  from: '2026-10-28',
  to: '2026-11-26',
  occupancy: [],
  berthings: none(),
  waitingHours: null,
  onTime: none(),
  onTimePercent: null,
  states: [],
  completed: none(),
  throughput: [],
  highVarianceOpen: none(),
  threshold: 0.5,
  offSpec,
  vettingsWaiting: { value: 0, link: { resource: 'shipVettings', filter: {} } },
  vettings: {
    open: { value: 0, link: { resource: 'shipVettings', filter: {} } },
    expiring: { value: 0, link: { resource: 'shipVettings', filter: {} } },
  },
  documentsAwaiting: [],
};
const customer: CustomerDashboard = {
  kind: 'customer',
  from: '2026-10-28',
  to: '2026-11-26',
  states: [],
  berthingsAhead: none('Booked'),
  nextBerthings: [],
  completed: none(),
  averageVariance: null,
  highVariance: none(),
  offSpec,
  threshold: 0.5,
  vettings: [],
  expiring: [],
};

const inAdmin = (ui: React.ReactNode) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
  );

/** The card's link, found by its name, with the value and the list it opens. */
function card() {
  const link = screen.getByRole('link', { name: /^Off-spec certificates, last 30 days/ });
  return {
    value: within(link).getByTestId('figure-offSpec').textContent,
    hint: within(link).getByText('Certificates of quality signed off-spec in the period'),
    to: decodeURIComponent(link.getAttribute('href') ?? ''),
  };
}

describe('OffSpecFigure', () => {
  it('draws the period count, named with its period, opening the nominations filtered by the server', () => {
    inAdmin(<OffSpecFigure figure={offSpec} period="last 30 days" />);
    const { value, hint, to } = card();
    expect(value).toBe('2');
    expect(hint).toBeInTheDocument();
    expect(to).toContain('"offSpec":"true","offSpecFrom":"2026-10-28","offSpecTo":"2026-11-26"');
  });

  it('is named by its visible text, then "open the list" (walk 34 #13: label-content-name-mismatch)', () => {
    inAdmin(<OffSpecFigure figure={offSpec} period="last 30 days" />);
    const link = screen.getByRole('link', { name: /^Off-spec certificates, last 30 days/ });
    expect(link).not.toHaveAttribute('aria-label');
    const visible = 'Off-spec certificates, last 30 days2Certificates of quality signed off-spec in the period';
    expect(link.textContent?.startsWith(visible)).toBe(true);
    expect(link).toHaveAccessibleName(/open the list$/i);
  });

  it('draws nothing without a figure', () => {
    inAdmin(<OffSpecFigure figure={undefined} period="last 30 days" />);
    expect(screen.queryByTestId('figure-offSpec')).toBeNull();
  });

  it.each([
    ["terminal logistics'", () => <TerminalFigures data={terminal} period="last 30 days" />],
    ["the customer's", () => <CustomerFigures data={customer} period="last 30 days" />],
  ])('is the same card on %s dashboard', (_who, ui) => {
    inAdmin(ui());
    const { value, to } = card();
    expect(value).toBe('2');
    expect(to).toContain('"offSpec":"true"');
  });
});
