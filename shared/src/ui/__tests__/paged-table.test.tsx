import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, type PagedTableProps } from '../paged-table';
import type { TableColumn } from '../table-types';
import { ROW_ESTIMATE_PX } from '../virtual-rows';
import { renderWithTheme } from './render-with-theme';

interface VehicleRow {
  _id: string;
  plate: string;
  unitnumber: string;
  status_flag: number;
}

const tenThousand: VehicleRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  _id: `v${index}`,
  plate: `P${String(index).padStart(5, '0')}`,
  unitnumber: String(100 + Math.floor(index / 10)),
  status_flag: index % 7 === 0 ? 2 : 1,
}));

const columns: TableColumn<VehicleRow>[] = [
  { key: 'plate', header: 'Plate', sortKey: 'plate' },
  { key: 'unitnumber', header: 'Unit', sortKey: 'unitnumber' },
  { key: 'status_flag', header: 'Status' },
];

function renderPaged(props: Partial<PagedTableProps<VehicleRow>> = {}) {
  const onSort = jest.fn();
  const onPage = jest.fn();
  const view = renderWithTheme(
    <PagedTable
      label="All Vehicles"
      columns={columns}
      rows={tenThousand}
      total={10_000}
      countText={(n) => `${n.toLocaleString('en-US')} vehicles`}
      rowKey={(row) => row._id}
      emptyText="No vehicles"
      rowAppearance={(row) => ({ tone: row.status_flag === 2 ? 'warning' : 'normal' })}
      maxHeight={400}
      sort={{ key: 'unitnumber', direction: 'ascending' }}
      onSort={onSort}
      page={1}
      pageSize={10_000}
      onPage={onPage}
      layout="table"
      {...props}
    />,
  );
  return { ...view, onSort, onPage };
}

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

describe('PagedTable', () => {
  it('renders only the visible rows of a list of 10,000, in a 400 px box', () => {
    renderPaged();
    const shown = bodyRows();
    expect(shown[0]).toBe('P00000');
    // 400 px of rows of about 38 px, plus a few kept ready: nowhere near 10,000.
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(document.querySelectorAll('*').length).toBeLessThan(600);
    expect(screen.getByRole('table', { name: 'All Vehicles' })).toHaveAttribute(
      'aria-rowcount',
      '10001',
    );
    expect(screen.getByRole('region', { name: 'All Vehicles list' })).toBeInTheDocument();
  });

  it('estimates rows of small buttons at their own height before they are measured', () => {
    // An estimate that matches the rows spares a second render after the measurement.
    const spaceBelow = () => {
      const cells = document.querySelectorAll<HTMLTableCellElement>('tbody td[colspan]');
      return Number.parseFloat(cells[cells.length - 1]!.style.height);
    };
    const text = renderPaged();
    const textRows = bodyRows().length;
    expect(spaceBelow()).toBe((10_000 - textRows) * ROW_ESTIMATE_PX.text);
    text.unmount();

    renderPaged({ rowHeight: 'buttons' });
    const buttonRows = bodyRows().length;
    expect(spaceBelow()).toBe((10_000 - buttonRows) * ROW_ESTIMATE_PX.buttons);
    expect(buttonRows).toBeLessThan(textRows);
  });

  it('renders the rows further down when the box is scrolled', () => {
    renderPaged();
    const box = screen.getByRole('region', { name: 'All Vehicles list' });
    act(() => {
      box.scrollTop = 38 * 5000;
      fireEvent.scroll(box);
    });
    const shown = bodyRows();
    expect(shown).toContain('P05000');
    expect(shown).not.toContain('P00000');
    expect(shown.length).toBeLessThan(30);
  });

  it('keeps the row colouring of the rows it renders', () => {
    renderPaged();
    const row = screen.getByText('P00007').closest('tr');
    expect(row).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('P00001').closest('tr')).toHaveAttribute('data-tone', 'normal');
  });

  it('hands a header click to the server sort and marks the sorted column', async () => {
    const { onSort } = renderPaged();
    expect(screen.getByRole('columnheader', { name: 'Unit' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plate' }));
    expect(onSort).toHaveBeenCalledWith('plate');
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
  });

  it('shows the total and page buttons that ask for other pages', async () => {
    const { onPage } = renderPaged({ rows: tenThousand.slice(100, 200), page: 2, pageSize: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('10,000 vehicles');
    const pages = screen.getByRole('navigation', { name: 'All Vehicles pages' });
    expect(within(pages).getByText('Page 2 of 100')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    expect(onPage).toHaveBeenLastCalledWith(100);
    await userEvent.click(within(pages).getByRole('button', { name: 'First' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('has no page buttons when everything fits on one page', () => {
    renderPaged({ rows: tenThousand.slice(0, 3), total: 3, pageSize: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('3 vehicles');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text when no row matches', () => {
    renderPaged({ rows: [], total: 0 });
    expect(screen.getByText('No vehicles')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('on phones renders visible cards only, in the page scroll, with a Sort by for the server', async () => {
    const { onSort } = renderPaged({ layout: 'cards' });
    const cards = screen.getByRole('list', { name: 'All Vehicles' });
    const count = within(cards).getAllByRole('listitem').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(15);
    expect(screen.queryByRole('region', { name: 'All Vehicles list' })).not.toBeInTheDocument();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Unit');
    await userEvent.selectOptions(sortBy, 'Plate');
    expect(onSort).toHaveBeenCalledWith('plate');
  });
});
