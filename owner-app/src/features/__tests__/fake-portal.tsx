// Test support for owner-app screens: the portal theme, a signed-in owner's session as the
// shell stores it, and a fake HTTP boundary (createFakeAdapter) answering by "METHOD path".
import { createQueryClient } from '@parking/shared/data';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  configureApi,
  createFakeAdapter,
  type FakeReply,
  type FakeRequest,
} from '@parking/shared/api';
import { dstr, type ActiveCountData, type SpotType, type Vehicle } from '@parking/shared/domain';
import { clearStatus } from '@parking/shared/events';
import { session, type SessionValues } from '@parking/shared/session';
import { PortalThemeProvider } from '@parking/shared/ui';

export type Routes = Record<string, (request: FakeRequest) => FakeReply>;

export function fakeServer(routes: Routes) {
  const { adapter, requests } = createFakeAdapter((request) => {
    const route = Object.keys(routes).find((key) => {
      const [method, prefix] = key.split(' ');
      return method === request.method && prefix !== undefined && request.url.startsWith(prefix);
    });
    if (!route)
      return { status: 404, body: { message: `No fake for ${request.method} ${request.url}` } };
    return routes[route]!(request);
  });
  configureApi({ adapter });
  return requests;
}

/** A fresh QueryClient per render, retries off: no test sees another test's cache. */
export function testQueryClient() {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
}

export function renderInPortal(ui: ReactElement) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <PortalThemeProvider>{ui}</PortalThemeProvider>
    </QueryClientProvider>,
  );
}

export const spotTypes: SpotType[] = [
  { spot_display: 'Car', spot_type: 'CAR', spot_price: 10 },
  { spot_display: 'Dumpster', spot_type: 'DUMPSTER', spot_price: 0 },
];

export function signInOwner(overrides: Partial<SessionValues> = {}) {
  sessionStorage.clear();
  clearStatus();
  const values: Partial<SessionValues> = {
    hoaid: 'demo',
    hoaname: 'Demo Community',
    userid: 'owner-1',
    alias_userid: 'owner-1',
    userRole: 'owner',
    username: 'Olivia Owner',
    email: 'owner@demo.test',
    unitnumber: '101',
    hoa_parking_spots: spotTypes,
    use_warning_status: 0,
    use_owner_creditcard: false,
    use_owner_ppp: false,
    availability_warning_buffer: 2,
    has_read_terms: true,
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) {
    session.set(key as keyof SessionValues, value as never);
  }
}

export function activeCount(overrides: Partial<ActiveCountData> = {}): ActiveCountData {
  return {
    allcount: 5,
    maxallactive: 100,
    ownercount: 1,
    rentercount: 0,
    maxunitactive: 5,
    maxrenteractive: 2,
    unitcount: 1,
    ownercountok: true,
    allcountok: true,
    rentercountok: true,
    season_parking_fee_factor: 1,
    use_availability_factor: false,
    user: {
      parking_allowed: 5,
      parking_allowed_renter: 2,
      owner_free_parking: 0,
      renter_free_parking: 1,
    },
    ...overrides,
  };
}

let nextId = 1;
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = `veh-${nextId++}`;
  return {
    _id: id,
    vehicleid: id,
    hoaid: 'demo',
    ownerid: 'owner-1',
    unitnumber: '101',
    vehicle_type: 'CAR',
    carownertype: 'owner',
    carowner_fname: 'Olivia',
    carowner_lname: 'Owner',
    carownerphone: '555-0101',
    make: 'Toyota',
    model: 'Corolla',
    year: '2020',
    plate: 'ABC123',
    plate_state: 'CA',
    startdate: dstr(),
    enddate: '1970-01-01',
    status_flag: 1,
    active_flag: 1,
    terms: 1,
    number_of_changes: 0,
    change_history: [],
    parking_transaction_id: null,
    ...overrides,
  };
}
