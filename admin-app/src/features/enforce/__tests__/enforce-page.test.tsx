// The enforce page through the HTTP boundary (fake server): a lookup shows the answer
// in large type, an unknown plate reads 'Not authorised', 'Report violation' opens the violation
// form prefilled, and the caller's recent lookups are listed and refreshed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlateLookupResponse, RecentPlateLookup } from '@parking/shared/domain';
import {
  fakeServer,
  lastRequestTo,
  renderInPortal,
  requestsTo,
  signInAs,
  type FakeRequest,
} from '@parking/shared/testing';
import { EnforcePage } from '../components/enforce-page';

// Typing plates and a violation form through user-event takes seconds on a busy machine.
jest.setTimeout(30_000);

const onsite: PlateLookupResponse = {
  plate: 'DEM101A',
  authorised: true,
  unitnumber: '101',
  vehicle_type: 'Car',
  make: 'Honda',
  model: 'Accord',
  plate_state: 'DE',
  enddate: '2026-11-28',
  carownertype: 'renter',
  paid_through: '2026-11-27',
  violation_count: 2,
};

function recentRow(overrides: Partial<RecentPlateLookup>): RecentPlateLookup {
  return {
    _id: `lookup-${overrides.plate ?? 'x'}`,
    plate: 'X',
    plate_state: '',
    authorised: false,
    unitnumber: '',
    looked_up_at: '2026-11-23T14:05:00.000Z',
    ...overrides,
  };
}

function server(recent: RecentPlateLookup[] = []) {
  const history = [...recent];
  let reported = 0;
  const requests: FakeRequest[] = fakeServer({
    'POST /api/parking/plate_lookup': (request) => {
      const { plate } = request.body as { plate: string };
      const normal = plate.replace(/[\s.-]+/g, '').toUpperCase();
      const answer: PlateLookupResponse =
        normal === 'DEM101A'
          ? { ...onsite, violation_count: onsite.violation_count + reported }
          : normal === 'XTRA001'
            ? { ...onsite, plate: normal, carownertype: 'owner' as const, over_unit_limit: true }
            : normal === 'GST001'
              ? {
                  ...onsite,
                  plate: normal,
                  carownertype: 'visitor' as const,
                  over_guest_limit: true,
                }
              : {
                  plate: normal,
                  authorised: false,
                  violation_count: 0,
                  reason: 'unknown' as const,
                };
      // docs/adr/0027: the third violation lists the plate (the server's tow rule).
      if (answer.violation_count >= 3) {
        Object.assign(answer, {
          tow_eligible: true,
          tow_violations: [
            {
              _id: 'v-3',
              violation_date: '2026-11-23',
              violation_time: '21:04:00',
              violation_type: 'PARKING_VIOLATION',
              violation_location: 'Fire lane',
              violation_state: 'DE',
            },
          ],
        });
      }
      history.unshift(
        recentRow({ plate: normal, authorised: answer.authorised, unitnumber: answer.unitnumber }),
      );
      return { body: answer };
    },
    'POST /api/parking/get_recent_lookups': () => ({ body: history.slice(0, 20) }),
    'POST /api/parking/insert_violation': (request) => {
      reported += 1;
      return { status: 201, body: { _id: 'v-1', hoaid: 'demo', ...(request.body as object) } };
    },
  });
  return requests;
}

describe('Enforce page (plate lookup)', () => {
  beforeEach(() => signInAs('patrol', {}, { login: { name: 'Pat Rol', unitnumber: '' } }));

  it('answers an onsite plate in large type with unit, type, car, checkout, owner type, paid through and violations', async () => {
    const requests = server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    expect(screen.getByRole('heading', { name: 'Plate lookup' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Plate'), 'dem-101a');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const result = await screen.findByRole('region', { name: 'Lookup result' });
    expect(within(result).getByText('Authorised')).toBeInTheDocument();
    expect(within(result).getByText('DEM101A · DE')).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(result)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Unit: '101',
      Type: 'Car',
      Car: 'Honda Accord',
      Checkout: '2026-11-28',
      'Belongs to': 'Renter',
      'Paid through': '2026-11-27',
      Violations: '2',
    });
    expect(lastRequestTo(requests, 'POST /api/parking/plate_lookup')?.body).toEqual({
      plate: 'dem-101a',
    });
  });

  it("says 'over the unit limit' for warning mode's extra car", async () => {
    server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    await user.type(screen.getByLabelText('Plate'), 'xtra001');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByRole('region', { name: 'Lookup result' });
    expect(within(result).getByText('Authorised')).toBeInTheDocument();
    const warning = within(result).getByText('Warning');
    expect(warning.nextElementSibling).toHaveTextContent('over the unit limit');
  });

  it("says 'over the guest limit' for a guest car past its cap (docs/adr/0029)", async () => {
    server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    await user.type(screen.getByLabelText('Plate'), 'gst001');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByRole('region', { name: 'Lookup result' });
    expect(within(result).getByText('Authorised')).toBeInTheDocument();
    const warning = within(result).getByText('Guest limit');
    expect(warning.nextElementSibling).toHaveTextContent('over the guest limit');
  });

  it("reads 'Not authorised' for an unknown plate and sends the state only when given", async () => {
    const requests = server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    await user.type(screen.getByLabelText('Plate'), 'zzz 999');
    await user.type(screen.getByLabelText('State'), 'pa');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const result = await screen.findByRole('region', { name: 'Lookup result' });
    expect(within(result).getByText('Not authorised')).toBeInTheDocument();
    // It says why: the community has never registered the plate.
    expect(
      within(result).getByText('No vehicle with this plate is registered in the community.'),
    ).toBeInTheDocument();
    expect(within(result).queryByText('Unit')).not.toBeInTheDocument();
    expect(lastRequestTo(requests, 'POST /api/parking/plate_lookup')?.body).toEqual({
      plate: 'zzz 999',
      plate_state: 'pa',
    });
  });

  it('asks for a plate before calling the server', async () => {
    const requests = server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    await user.type(screen.getByLabelText('Plate'), ' - ');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Please enter a plate')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/parking/plate_lookup')).toHaveLength(0);
  });

  it('reports a violation from the lookup with plate, state, date and time filled in', async () => {
    const requests = server();
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    await user.type(screen.getByLabelText('Plate'), 'DEM101A');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByRole('region', { name: 'Lookup result' });

    await user.click(screen.getByRole('button', { name: 'Report violation' }));
    const form = await screen.findByRole('dialog', { name: 'Violation' });
    expect(within(form).getByLabelText('Plate')).toHaveValue('DEM101A');
    expect(within(form).getByLabelText('State')).toHaveValue('DE');
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toMatch(
      /^\d{2}:\d{2}:\d{2}$/,
    );
    await user.type(within(form).getByLabelText('Location'), 'Fire lane');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(lastRequestTo(requests, 'POST /api/parking/insert_violation')?.body).toMatchObject({
        violation_plate: 'DEM101A',
        violation_state: 'DE',
        violation_location: 'Fire lane',
        violation_reporter: 'Pat Rol',
      }),
    );
    const result = screen.getByRole('region', { name: 'Lookup result' });
    await waitFor(() =>
      expect(within(result).getByText('Violations').nextElementSibling).toHaveTextContent('3'),
    );
    // The page asks again after the report: the third violation made the plate tow-eligible.
    const tow = await within(result).findByRole('region', { name: 'Tow eligible' });
    expect(within(tow).getByText('11/23/2026 21:04, Fire lane')).toBeInTheDocument();
  });

  it('lists the recent lookups, refreshes them after a lookup, and looks one up again', async () => {
    const requests = server([recentRow({ plate: 'OLD123', authorised: true, unitnumber: '102' })]);
    const user = userEvent.setup();
    renderInPortal(<EnforcePage />);
    const recent = await screen.findByRole('region', { name: 'Recent lookups' });
    const again = await within(recent).findByRole('button', { name: /^Look up OLD123 again/ });
    expect(again).toHaveTextContent('Authorised');
    expect(again).toHaveTextContent('Unit 102');

    await user.type(screen.getByLabelText('Plate'), 'NEW1');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await within(recent).findByRole('button', { name: /^Look up NEW1 again/ });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('NEW1'), expect.stringContaining('OLD123')]);

    await user.click(again);
    await waitFor(() =>
      expect(lastRequestTo(requests, 'POST /api/parking/plate_lookup')?.body).toEqual({
        plate: 'OLD123',
      }),
    );
  });
});
