import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { AdminDashboardPanels } from '../components/admin-dashboard-panels';
import { MemoryRouter, useLocation } from 'react-router';

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

const renderPanels = (initialEntry = '/admindashboard') =>
  renderInPortal(
    <MemoryRouter initialEntries={[initialEntry]}>
      <AdminDashboardPanels />
      <Search />
    </MemoryRouter>,
  );

const heading = (name: string) => screen.queryByRole('heading', { name });
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  signInAdmin();
  // Every list answers empty: this test is about which panels show.
  // Every list the panels open answers empty.
  fakeServer({ 'POST /api': { body: [] }, 'GET /api': { body: [] } });
});

describe('Admin dashboard panels', () => {
  it('shows the six buttons and one main panel at a time', async () => {
    renderPanels();
    const names = ['Owners', 'Vehicles', 'Onsite Vehicles', 'Violations', 'Feedback', 'Reports'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(heading('Owners')).toBeInTheDocument();
    await press('Vehicles');
    expect(heading('All Vehicles')).toBeInTheDocument();
    expect(heading('Owners')).not.toBeInTheDocument();
    await press('Feedback');
    expect(heading('Feedback')).toBeInTheDocument();
    expect(heading('All Vehicles')).not.toBeInTheDocument();
    await press('Reports');
    expect(heading('Reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps Violations open beside Onsite Vehicles and returns to Onsite Vehicles on close', async () => {
    renderPanels();
    await press('Onsite Vehicles');
    await press('Violations');
    expect(heading('Onsite Vehicles')).toBeInTheDocument();
    expect(heading('Violations')).toBeInTheDocument();
    await press('Violations');
    expect(heading('Violations')).not.toBeInTheDocument();
    expect(heading('Onsite Vehicles')).toBeInTheDocument();
  });

  it('leaves Violations open when Onsite Vehicles closes', async () => {
    renderPanels();
    await press('Onsite Vehicles');
    await press('Violations');
    await press('Onsite Vehicles');
    expect(heading('Onsite Vehicles')).not.toBeInTheDocument();
    expect(heading('Violations')).toBeInTheDocument();
  });

  it('keeps the open panel when its button is pressed again, never an empty dashboard', async () => {
    renderPanels();
    await press('Owners');
    expect(heading('Owners')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Owners' })).toHaveAttribute('aria-pressed', 'true');
    await press('Onsite Vehicles');
    await press('Onsite Vehicles');
    expect(heading('Onsite Vehicles')).toBeInTheDocument();
  });

  it('closes Violations when another main panel opens', async () => {
    renderPanels();
    await press('Violations');
    expect(heading('Owners')).not.toBeInTheDocument();
    await press('Owners');
    expect(heading('Violations')).not.toBeInTheDocument();
    expect(heading('Owners')).toBeInTheDocument();
  });

  it('keeps the open panels in the URL, so a reload or a link opens them again', async () => {
    renderPanels();
    await press('Onsite Vehicles');
    await press('Violations');
    expect(screen.getByLabelText('search')).toHaveTextContent('?panel=onsite&violations=1');
  });

  it('opens the panels a URL names', () => {
    renderPanels('/admindashboard?panel=feedback');
    expect(heading('Feedback')).toBeInTheDocument();
    expect(heading('Owners')).not.toBeInTheDocument();
  });
});
