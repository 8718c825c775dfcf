import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_DEFAULT_SORT, type Owner } from '../../domain';
import { fakeServer, owner, renderInPortal, type FakeRequest } from '../../testing';
import { PageControls, PagedTable, type TableColumn } from '../../ui';
import { ownersPageQuery } from '../paged-list/list-queries';
import { pageControlsOf, pagingOf, type ListPaging } from '../paged-list/paging-props';
import { usePagedList } from '../paged-list/use-paged-list';

const columns: TableColumn<Owner>[] = [
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'unitnumber', header: 'Unit', sortKey: 'unitnumber' },
];
const ownerCount = (total: number) => `${total} owners`;

function listOnPage(overrides: Partial<ListPaging> = {}): ListPaging {
  return {
    total: 250,
    sort: { key: 'unitnumber', direction: 'ascending' },
    toggleSort: jest.fn(),
    page: 2,
    pageSize: 100,
    setPage: jest.fn(),
    loading: false,
    fetching: false,
    ...overrides,
  };
}

function renderTable(list: ListPaging, rows: Owner[] = [owner()]) {
  return renderInPortal(
    <PagedTable
      label="Owners"
      columns={columns}
      rows={rows}
      countText={ownerCount}
      rowKey={(o) => o._id}
      emptyText="No owners"
      layout="table"
      {...pagingOf(list)}
    />,
  );
}

// The owners the server holds, 5 of them, 2 a page in the order asked for.
const everyOwner = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((name, index) =>
  owner({ _id: `o${index}`, name, unitnumber: String(105 - index) }),
);
const byName = [...everyOwner].sort((a, b) => a.name.localeCompare(b.name));
const byUnit = [...everyOwner].sort((a, b) => a.unitnumber.localeCompare(b.unitnumber));

function OwnersTable() {
  const list = usePagedList({
    query: (paging) => ownersPageQuery({ hoaid: 'demo', ...paging }),
    defaultSort: OWNER_DEFAULT_SORT,
    pageSize: 2,
  });
  return (
    <PagedTable
      label="Owners"
      columns={columns}
      rows={list.rows}
      countText={ownerCount}
      rowKey={(o) => o._id}
      emptyText="No owners"
      layout="table"
      {...pagingOf(list)}
    />
  );
}

describe('pagingOf', () => {
  it('shows the list’s total, sort and page in PagedTable', () => {
    renderTable(listOnPage());
    expect(screen.getByRole('status')).toHaveTextContent('250 owners');
    expect(screen.getByRole('columnheader', { name: 'Unit' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const pages = screen.getByRole('navigation', { name: 'Owners pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('hands a header click to the list’s sort and the page buttons to its page', async () => {
    const list = listOnPage();
    const user = userEvent.setup();
    renderTable(list);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(list.toggleSort).toHaveBeenCalledWith('name');
    const pages = screen.getByRole('navigation', { name: 'Owners pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(list.setPage).toHaveBeenLastCalledWith(3);
  });

  it('says Loading until the list’s first page arrives, and holds the buttons while the next one loads', () => {
    const first = renderTable(listOnPage({ loading: true, fetching: true }), []);
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    renderTable(listOnPage({ fetching: true }));
    expect(screen.getByRole('navigation', { name: 'Owners pages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('pages and sorts through the server when spread from usePagedList', async () => {
    const requests: FakeRequest[] = fakeServer({
      'POST /api/parking/get_all_owners': ({ body }) => {
        const { page, pageSize, sort } = body as { page: number; pageSize: number; sort: string };
        const sorted = sort === 'name' ? byName : byUnit;
        return {
          body: sorted.slice((page - 1) * pageSize, page * pageSize),
          headers: { 'X-Total-Count': String(sorted.length) },
        };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<OwnersTable />);
    expect(await screen.findByText('Eve')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 owners');

    const pages = screen.getByRole('navigation', { name: 'Owners pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Cat')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    await waitFor(() => expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument());
    expect(requests.at(-1)?.body).toMatchObject({
      page: 1,
      pageSize: 2,
      sort: 'name',
      order: 'asc',
    });
  });
});

describe('pageControlsOf', () => {
  it('counts the pages from the list’s total and page size and asks the list for another', async () => {
    const list = listOnPage();
    const user = userEvent.setup();
    renderInPortal(
      <PageControls label="Owners" countText="250 owners" {...pageControlsOf(list)} />,
    );
    const pages = screen.getByRole('navigation', { name: 'Owners pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pages).toHaveAttribute('aria-busy', 'false');
    await user.click(within(pages).getByRole('button', { name: 'Last' }));
    expect(list.setPage).toHaveBeenLastCalledWith(3);
  });

  it('holds the page buttons while the list’s next page is on its way', () => {
    renderInPortal(
      <PageControls
        label="Owners"
        countText="250 owners"
        {...pageControlsOf(listOnPage({ fetching: true }))}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Owners pages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
