import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AUDIT_SECRET, MAX_PAGE_SIZE, type AuditEntry } from '@parking/shared/domain';
import {
  AUDIT_LOG_ROUTE,
  auditEntry,
  auditLogReply,
  community,
  fakeServer,
  lastRequestTo,
  pretendPhoneWidth,
  renderInPortal,
  requestsTo,
  onsiteVehicle,
  signInAdmin,
  type Routes,
} from '@parking/shared/testing';
import { AdminDashboardPanels } from '../dashboard/components/admin-dashboard-panels';
import { ReadonlyOwnersPage } from '../readonly-owners/components/readonly-owners-page';
import { AuditPanel } from '../../../features/audit/components/audit-panel';
import { AUDIT_CSV_HEADER } from '../../../features/audit/audit-text';

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

const renderPanel = (search = '?panel=audit') =>
  renderInPortal(
    <MemoryRouter initialEntries={[`/admindashboard${search}`]}>
      <AuditPanel />
      <Search />
    </MemoryRouter>,
  );

// Three entries a minute apart (builder): a create, a status change, a delete; a password change
// and a failed sign-in of nobody.
const created = auditEntry({
  action: 'create',
  entityid: 'veh-9',
  plate: 'NEW001',
  unitnumber: '202',
  username: 'owner@demo.test',
  role: 'owner',
  before: null,
  after: { plate: 'NEW001', make: 'Honda', active: true },
});
const status = auditEntry({
  action: 'status',
  entityid: 'veh-9',
  plate: 'NEW001',
  unitnumber: '202',
  before: { enddate: '1970-01-01', status_flag: 1 },
  after: { enddate: '2026-11-25', status_flag: 2 },
});
const deleted = auditEntry({
  kind: 'owner',
  action: 'delete',
  entityid: 'u7',
  plate: '',
  unitnumber: '303',
  before: { email: 'gone@demo.test', phone: '' },
  after: null,
});
const password = auditEntry({
  kind: 'account',
  action: 'update',
  entityid: 'u2',
  plate: '',
  unitnumber: '101',
  username: 'owner@demo.test',
  role: 'owner',
  before: { password: AUDIT_SECRET },
  after: { password: AUDIT_SECRET },
});
const failedSignIn = auditEntry({
  kind: 'signin',
  action: 'failure',
  userid: null,
  username: '',
  role: 'guest',
  entityid: '',
  plate: '',
  unitnumber: '',
  before: null,
  after: null,
});
const allEntries = [created, status, deleted, password, failedSignIn];

function serve(entries: AuditEntry[] = allEntries, extra: Routes = {}) {
  return fakeServer({
    'GET /api/parking/data_for_hoa': { body: community() },
    [AUDIT_LOG_ROUTE]: auditLogReply(entries),
    ...extra,
  });
}

const auditTable = () => screen.findByRole('table', { name: 'Audit' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text, { exact: false }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const auditBodies = (requests: ReturnType<typeof serve>) =>
  requestsTo(requests, AUDIT_LOG_ROUTE).map((request) => request.body);

// jsdom's Blob has no text(); FileReader reads it.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => signInAdmin());

describe('Audit panel', () => {
  it('asks for the newest entries first and shows them in words, in the community time', async () => {
    const requests = serve();
    renderPanel();
    const table = await auditTable();
    await within(table).findByText('Vehicle status');
    expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toEqual({
      page: 1,
      pageSize: 100,
      sort: 'at',
      order: 'desc',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first: the failed sign-in was recorded last.
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Sign-in failed',
      'Account changed',
      'Owner deleted',
      'Vehicle status',
      'Vehicle created',
    ]);
    // 17:00 UTC + 2 minutes is 9:02 in Los Angeles (the community's zone), not the browser's.
    expect(cells(rowOf(table, 'Vehicle status'))).toEqual([
      'Nov 20, 2026, 9:02:00 AM',
      'admin@demo.test' + 'admin',
      'Vehicle status',
      '202',
      'NEW001',
      'enddate: offsite → 2026-11-25' + 'status_flag: 1 → 2',
    ]);
    expect(screen.getByText('5 entries')).toBeInTheDocument();
  });

  it('shows a create’s new values, a delete’s old ones and a secret as changed', async () => {
    serve();
    renderPanel();
    const table = await auditTable();
    await within(table).findByText('Vehicle created');
    const changes = (what: string) => cells(rowOf(table, what))[5];
    expect(changes('Vehicle created')).toBe('plate: NEW001' + 'make: Honda' + 'active: yes');
    expect(changes('Owner deleted')).toBe('email: gone@demo.test' + 'phone: (empty)');
    expect(changes('Account changed')).toBe('password: changed');
    expect(within(table).queryByText(AUDIT_SECRET, { exact: false })).not.toBeInTheDocument();
    // Nobody signed in and nothing recorded: said so, not left blank.
    expect(cells(rowOf(table, 'Sign-in failed'))).toEqual([
      'Nov 20, 2026, 9:05:00 AM',
      'Anonymous',
      'Sign-in failed',
      '—',
      '—',
      '—',
    ]);
  });

  it('sends each filter to the server and keeps it in the URL', async () => {
    const requests = serve();
    renderPanel();
    await auditTable();
    await userEvent.type(screen.getByLabelText('Plate'), 'new-001');
    await userEvent.type(screen.getByLabelText('User'), 'Owner@');
    await userEvent.type(screen.getByLabelText('Unit'), '202');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Vehicle');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toEqual({
        page: 1,
        pageSize: 100,
        sort: 'at',
        order: 'desc',
        from: '2026-11-01',
        to: '2026-11-30',
        user: 'Owner@',
        unitnumber: '202',
        // One spelling of a plate: 'new-001' is NEW001.
        plate: 'NEW001',
        kind: 'vehicle',
      }),
    );
    // Typing waited for pauses: no request per letter of the plate.
    expect(auditBodies(requests).some((body) => (body as { plate?: string }).plate === 'N')).toBe(
      false,
    );
    const table = await auditTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Vehicle created')).toBeInTheDocument();
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    const search = new URLSearchParams(screen.getByLabelText('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      panel: 'audit',
      plate: 'new-001',
      user: 'Owner@',
      unit: '202',
      kind: 'vehicle',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('search')).toHaveTextContent(/^\?panel=audit$/);
    expect(screen.getByLabelText('Plate')).toHaveValue('');
  });

  it('opens filtered from a link: a plate, or one vehicle whatever its plate', async () => {
    const requests = serve();
    renderPanel('?panel=audit&plate=NEW001&kind=vehicle');
    await waitFor(() =>
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toMatchObject({
        plate: 'NEW001',
        kind: 'vehicle',
      }),
    );
    expect(screen.getByLabelText('Plate')).toHaveValue('NEW001');
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Vehicle');
  });

  it('shows one vehicle’s entries and lets the admin see every vehicle again', async () => {
    const requests = serve();
    renderPanel('?panel=audit&vehicleid=veh-9');
    const table = await auditTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toMatchObject({ vehicleid: 'veh-9' });
    expect(screen.getByText(/one vehicle's entries/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show every vehicle' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).not.toHaveProperty('vehicleid');
  });

  it('sorts and pages through the server', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      auditEntry({ plate: `P${String(index).padStart(3, '0')}` }),
    );
    const requests = serve(many);
    renderPanel();
    const table = await auditTable();
    await within(table).findAllByText('Vehicle checkout');
    expect(screen.getByText('120 entries')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Plate' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toEqual({
        page: 1,
        pageSize: 100,
        sort: 'plate',
        order: 'asc',
      }),
    );
    await waitFor(() => expect(cells(within(table).getAllByRole('row')[1]!)[4]).toBe('P000'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toMatchObject({
        page: 2,
        sort: 'plate',
        order: 'asc',
      }),
    );
    await waitFor(() => expect(cells(within(table).getAllByRole('row')[1]!)[4]).toBe('P100'));
  });

  it('downloads every matching entry as CSV with the filters applied', async () => {
    const many = [
      ...Array.from({ length: MAX_PAGE_SIZE + 2 }, () => auditEntry({ plate: 'BULK1' })),
      created,
      status,
      deleted,
      password,
      auditEntry({ plate: '=cmd', action: 'update', before: { make: '=1+1' }, after: null }),
    ];
    const requests = serve(many);
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:audit';
      }),
      revokeObjectURL: jest.fn(),
    });
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      renderPanel('?panel=audit&unit=202');
      const table = await auditTable();
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(names[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readBlob(saved[0]!);
      const lines = text.trim().split(/\r?\n/);
      expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
      expect(lines.slice(1)).toEqual([
        `"Nov 20, 2026, 9:02:00 AM",${status.at},admin@demo.test,admin,Vehicle status,veh-9,202,NEW001,enddate: offsite → 2026-11-25; status_flag: 1 → 2`,
        `"Nov 20, 2026, 9:01:00 AM",${created.at},owner@demo.test,owner,Vehicle created,veh-9,202,NEW001,plate: NEW001; make: Honda; active: yes`,
      ]);
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toEqual({
        unitnumber: '202',
        sort: 'at',
        order: 'desc',
        page: 1,
        pageSize: MAX_PAGE_SIZE,
      });

      // Every page of a long log, and a cell a spreadsheet would run as a formula is defused.
      saved.length = 0;
      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(screen.getByText(`${many.length} entries`)).toBeInTheDocument());
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const all = (await readBlob(saved[0]!)).trim().split(/\r?\n/);
      expect(all).toHaveLength(many.length + 1);
      expect(all[1]).toContain(",'=cmd,make: =1+1");
      const pages = auditBodies(requests).filter(
        (body) => (body as { pageSize?: number }).pageSize === MAX_PAGE_SIZE,
      );
      expect(pages.map((body) => (body as { page: number }).page)).toEqual([1, 1, 2]);
    } finally {
      click.mockRestore();
    }
  });

  it('says so when nothing matches', async () => {
    serve([]);
    renderPanel('?panel=audit&plate=NONE1');
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('shows the server’s message when the log cannot be read', async () => {
    serve([], {
      [AUDIT_LOG_ROUTE]: { status: 403, body: { message: 'Only an administrator may do this' } },
    });
    renderPanel();
    expect(await screen.findByText('Only an administrator may do this')).toBeInTheDocument();
    expect(screen.getByText('The audit log could not be loaded')).toBeInTheDocument();
  });

  it('shows readable cards on a phone', async () => {
    const restore = pretendPhoneWidth();
    // The phone's cards follow the window's scroll, which jsdom cannot move.
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const requests = serve();
      renderPanel();
      const cards = await screen.findByRole('list', { name: 'Audit' });
      const card = (await within(cards).findByText('Vehicle status')).closest('li')!;
      expect(within(card).getByText('When')).toBeInTheDocument();
      expect(within(card).getByText('Nov 20, 2026, 9:02:00 AM')).toBeInTheDocument();
      expect(within(card).getByText('enddate: offsite → 2026-11-25')).toBeInTheDocument();
      expect(screen.getByText('5 entries')).toBeInTheDocument();
      // A phone's shorter page keeps the page buttons near.
      expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toMatchObject({ pageSize: 25 });
    } finally {
      scroll.mockRestore();
      restore();
    }
  });
});

describe('the dashboard’s Audit button', () => {
  it('opens the panel, and a link with filters opens it filtered', async () => {
    serve();
    renderInPortal(
      <MemoryRouter initialEntries={['/admindashboard?panel=audit&plate=NEW001']}>
        <AdminDashboardPanels />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Audit' })).toHaveAttribute('aria-pressed', 'true');
    // The Audit panel comes in its own chunk: it shows once that has arrived.
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plate')).toHaveValue('NEW001');
    const table = await auditTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});

describe('the History popup’s Audit entries link (admin)', () => {
  it('opens the Audit panel filtered to that vehicle', async () => {
    const car = onsiteVehicle({ vehicleid: 'veh-9', _id: 'veh-9', plate: 'NEW001' });
    const requests = serve(allEntries, {
      'POST /api/parking/get_car_usage_renter_warning': () => ({
        body: [{ ...car, number_of_changes: 2 }],
        headers: { 'X-Total-Count': '1' },
      }),
      'GET /api/parking/get_vehicles_for_vehid/': () => ({ body: car }),
    });
    renderInPortal(
      <MemoryRouter initialEntries={['/admindashboard?panel=reports']}>
        <AdminDashboardPanels />
        <Search />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('link', { name: /^History of NEW001/ }));
    const popup = await screen.findByRole('dialog', { name: 'Vehicle Usage' });
    const link = await within(popup).findByRole('link', { name: 'Audit entries of NEW001' });
    expect(link).toHaveAttribute('href', '/admindashboard?panel=audit&vehicleid=veh-9');
    await userEvent.click(link);
    expect(screen.getByLabelText('search')).toHaveTextContent('?panel=audit&vehicleid=veh-9');
    expect(screen.queryByRole('dialog', { name: 'Vehicle Usage' })).not.toBeInTheDocument();
    const table = await auditTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(lastRequestTo(requests, AUDIT_LOG_ROUTE).body).toMatchObject({ vehicleid: 'veh-9' });
  });
});

describe('the read-only role', () => {
  it('reads the audit log from its own page (no change is offered)', async () => {
    signInAdmin({ userRole: 'readonly' });
    const requests = serve(allEntries, {
      'POST /api/parking/get_all_owners': () => ({ body: [] }),
    });
    renderInPortal(
      <MemoryRouter initialEntries={['/readonlyowners']}>
        <ReadonlyOwnersPage />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Audit' }));
    const table = await auditTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/parking/get_audit_log']),
    );
  });
});
