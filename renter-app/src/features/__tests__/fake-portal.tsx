// Test support for renter-app screens: the portal theme, a signed-in renter's session as the
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
  { spot_display: 'Truck/Van', spot_type: 'TRUCK', spot_price: 12 },
  { spot_display: 'Camper/RV', spot_type: 'RV', spot_price: 25 },
];

/** A renter signed in for unit 101; the token's user is the unit owner (spec §3). */
export function signInRenter(overrides: Partial<SessionValues> = {}) {
  sessionStorage.clear();
  clearStatus();
  const values: Partial<SessionValues> = {
    hoaid: 'demo',
    hoaname: 'Demo Gardens',
    userid: 'owner-1',
    alias_userid: 'owner-1',
    userRole: 'renter',
    unitnumber: '101',
    hoa_parking_spots: spotTypes,
    use_warning_status: 0,
    use_renter_creditcard: false,
    use_renter_ppp: false,
    availability_warning_buffer: 2,
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
export function renterVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = `veh-${nextId++}`;
  return {
    _id: id,
    vehicleid: id,
    hoaid: 'demo',
    ownerid: 'owner-1',
    unitnumber: '101',
    vehicle_type: 'CAR',
    carownertype: 'renter',
    carowner_fname: 'Rita',
    carowner_lname: 'Renter',
    carownerphone: '555-0102',
    make: 'Honda',
    model: 'Fit',
    year: '2018',
    plate: 'RNT001',
    plate_state: 'CA',
    startdate: dstr(),
    enddate: dstr(),
    status_flag: 1,
    active_flag: 1,
    terms: 1,
    number_of_changes: 0,
    change_history: [],
    parking_transaction_id: null,
    ...overrides,
  };
}
