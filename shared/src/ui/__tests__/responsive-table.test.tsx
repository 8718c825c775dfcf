import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable } from '../responsive-table';
import type { RowAppearance, TableColumn } from '../table-types';
import { renderWithTheme } from './render-with-theme';

interface VehicleRow {
  _id: string;
  plate: string;
  unitnumber: string;
  status_flag: number;
  phone: string;
}

const vehicles: VehicleRow[] = [
  { _id: 'v1', plate: 'KLM777', unitnumber: '10', status_flag: 1, phone: '555-0101' },
  { _id: 'v2', plate: 'ABC123', unitnumber: '9', status_flag: 2, phone: '555-0102' },
  { _id: 'v3', plate: 'XYZ900', unitnumber: '10', status_flag: 1, phone: '555-0103' },
];

const columns: TableColumn<VehicleRow>[] = [
  { key: 'plate', header: 'Plate', sortValue: (row) => row.plate },
  { key: 'unitnumber', header: 'Unit', sortValue: (row) => row.unitnumber },
  { key: 'phone', header: 'Phone', showOn: 'phone' },
  {
    key: 'action',
    header: 'Action',
    render: (row) => <button type="button">Delete {row.plate}</button>,
  },
];

function renderTable(props: Partial<Parameters<typeof ResponsiveTable<VehicleRow>>[0]> = {}) {
  return renderWithTheme(
    <ResponsiveTable
      label="All Vehicles"
      columns={columns}
      rows={vehicles}
      rowKey={(row) => row._id}
      emptyText="No vehicles registered"
      {...props}
    />,
  );
}

const platesInTable = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function mockWindowWidth(phone: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: phone,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return (nowPhone: boolean) => {
    query.matches = nowPhone;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('ResponsiveTable', () => {
  it('renders a real table with headers and cells on wide screens', () => {
    renderTable({ layout: 'table' });
    const table = screen.getByRole('table', { name: 'All Vehicles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Plate', 'Unit', 'Action']);
    expect(platesInTable()).toEqual(['KLM777', 'ABC123', 'XYZ900']);
    expect(within(table).getByRole('button', { name: 'Delete ABC123' })).toBeInTheDocument();
  });

  it('renders labelled cards instead of a table at phone width', () => {
    mockWindowWidth(true);
    renderTable();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'All Vehicles' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('PlateABC123');
    // The phone-only column shows on cards (spec §2: the phone layout shows phone).
    expect(cards[1]).toHaveTextContent('Phone555-0102');
  });

  it('switches between table and cards when the window crosses 800 px', () => {
    const resize = mockWindowWidth(false);
    renderTable();
    expect(screen.getByRole('table')).toBeInTheDocument();

    act(() => resize(true));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'All Vehicles' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No vehicles registered')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a column header, ascending then descending, with aria-sort', async () => {
    renderTable({ layout: 'table' });
    const unitHeader = () => screen.getByRole('columnheader', { name: /Unit/ });
    expect(unitHeader()).not.toHaveAttribute('aria-sort');

    await userEvent.click(screen.getByRole('button', { name: /Unit/ }));
    expect(unitHeader()).toHaveAttribute('aria-sort', 'ascending');
    // Natural order: unit 9 before unit 10; equal units keep their order.
    expect(platesInTable()).toEqual(['ABC123', 'KLM777', 'XYZ900']);

    await userEvent.click(screen.getByRole('button', { name: /Unit/ }));
    expect(unitHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(platesInTable()).toEqual(['KLM777', 'XYZ900', 'ABC123']);

    await userEvent.click(screen.getByRole('button', { name: /Plate/ }));
    expect(screen.getByRole('columnheader', { name: /Plate/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(unitHeader()).not.toHaveAttribute('aria-sort');
    expect(platesInTable()).toEqual(['ABC123', 'KLM777', 'XYZ900']);
  });

  it('offers a Sort by choice on cards', async () => {
    renderTable({ layout: 'cards' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'plate');
    const cards = within(screen.getByRole('list', { name: 'All Vehicles' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('ABC123');

    await userEvent.click(screen.getByRole('button', { name: 'Sort descending' }));
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'All Vehicles' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('XYZ900');
  });

  it('marks warning rows and the first row of each new unit', () => {
    const byUnit = [...vehicles].sort((a, b) => Number(a.unitnumber) - Number(b.unitnumber));
    const rowAppearance = (
      row: VehicleRow,
      index: number,
      rows: readonly VehicleRow[],
    ): RowAppearance => ({
      tone: row.status_flag === 2 ? 'warning' : 'normal',
      startsGroup: index > 0 && rows[index - 1]?.unitnumber !== row.unitnumber,
    });
    renderTable({ layout: 'table', rows: byUnit, rowAppearance });

    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveAttribute('data-tone', 'warning');
    expect(second).toHaveAttribute('data-tone', 'normal');
    expect(second?.querySelector('td')).toHaveStyle({ borderTop: '3px solid #3e4c59' });
    expect(first?.querySelector('td')).not.toHaveStyle({ borderTop: '3px solid #3e4c59' });
  });

  it.each(['table', 'cards'] as const)(
    'gives links on a warning row its dark red, readable on the red (%s)',
    (layout) => {
      const linked: TableColumn<VehicleRow>[] = [
        { key: 'plate', header: 'Plate', render: (row) => <a href="#h">{row.plate}</a> },
      ];
      renderTable({
        layout,
        columns: linked,
        rowAppearance: (row) => ({ tone: row.status_flag === 2 ? 'warning' : 'normal' }),
      });
      expect(screen.getByRole('link', { name: 'ABC123' })).toHaveStyle({ color: '#7a1d16' });
      expect(screen.getByRole('link', { name: 'KLM777' })).not.toHaveStyle({ color: '#7a1d16' });
    },
  );

  it('scrolls in a keyboard-reachable region when given a maximum height', () => {
    renderTable({ layout: 'table', maxHeight: 400 });
    const region = screen.getByRole('region', { name: 'All Vehicles list' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ maxHeight: '400px', overflow: 'auto' });
  });

  it("lets a phone's cards take the page's scroll instead of a 400 px box", () => {
    renderTable({ layout: 'cards', maxHeight: 400 });

    expect(screen.queryByRole('region', { name: 'All Vehicles list' })).toBeNull();
    expect(screen.getByRole('list', { name: 'All Vehicles' })).toBeVisible();
  });

  it("offers 'List order' on phones until a sort is chosen", () => {
    renderTable({ layout: 'cards' });

    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('List order');
  });
});
