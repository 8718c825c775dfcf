// Test support: the portal theme, a session like the shell stores, and a fake HTTP boundary
// (createFakeAdapter) answering by "METHOD path".
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../data';
import { configureApi, createFakeAdapter, type FakeReply, type FakeRequest } from '../../api';
import { dstr, type ActiveCountData, type SpotType, type Vehicle } from '../../domain';
import type { PaymentQuote } from '../../domain/api-contract';
import { clearStatus } from '../../events';
import { session } from '../../session';
import { PortalThemeProvider } from '../../ui';

export type Routes = Record<string, (request: FakeRequest) => FakeReply>;

export function fakeServer(routes: Routes) {
  const { adapter, requests } = createFakeAdapter((request) => {
    const path = request.url.replace(/^https?:\/\/[^/]+/, '');
    const route = Object.keys(routes).find((key) => {
      const [method, prefix] = key.split(' ');
      return method === request.method && prefix !== undefined && path.startsWith(prefix);
    });
    if (!route) return { status: 404, body: { message: `No fake for ${request.method} ${path}` } };
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
  { spot_display: 'Dumpster', spot_type: 'DUMPSTER', spot_price: 0 },
  { spot_display: 'Trailer', spot_type: 'TRAILER', spot_price: 20 },
  { spot_display: 'Camper/RV', spot_type: 'RV', spot_price: 25 },
  { spot_display: 'Oversized', spot_type: 'OVERSIZE', spot_price: 30 },
];

export function signInAs(
  role: 'owner' | 'renter' | 'admin',
  flags: Partial<{
    use_warning_status: 0 | 1;
    use_owner_creditcard: boolean;
    use_renter_creditcard: boolean;
    use_owner_ppp: boolean;
    use_renter_ppp: boolean;
  }> = {},
) {
  sessionStorage.clear();
  clearStatus();
  session.set('hoaid', 'demo');
  session.set('userid', 'owner-1');
  session.set('alias_userid', 'owner-1');
  session.set('username', 'Olivia Owner');
  session.set('email', 'owner@demo.test');
  session.set('unitnumber', '101');
  session.set('userRole', role);
  session.set('hoa_parking_spots', spotTypes);
  session.set('use_warning_status', flags.use_warning_status ?? 0);
  session.set('use_owner_creditcard', flags.use_owner_creditcard ?? false);
  session.set('use_renter_creditcard', flags.use_renter_creditcard ?? false);
  session.set('use_owner_ppp', flags.use_owner_ppp ?? false);
  session.set('use_renter_ppp', flags.use_renter_ppp ?? false);
}

export function activeCount(overrides: Partial<ActiveCountData> = {}): ActiveCountData {
  return {
    allcount: 5,
    maxallactive: 10,
    ownercount: 1,
    rentercount: 1,
    maxunitactive: 5,
    maxrenteractive: 2,
    unitcount: 2,
    ownercountok: true,
    allcountok: true,
    rentercountok: true,
    season_parking_fee_factor: 1,
    use_availability_factor: true,
    user: {
      parking_allowed: 5,
      parking_allowed_renter: 2,
      owner_free_parking: 0,
      renter_free_parking: 1,
    },
    ...overrides,
  };
}

/** A server quote (POST quote_stay, docs/adr/0009); free unless overridden. */
export function quote(overrides: Partial<PaymentQuote> = {}): PaymentQuote {
  return {
    quote_id: null,
    expires_at: null,
    checkin: dstr(),
    checkout: '1970-01-01',
    nights: 0,
    nights_paid: 0,
    nights_due: 0,
    dayprice: 10,
    total_price: 0,
    payment_due: false,
    reason: 'no_nights',
    ...overrides,
  };
}

/** A due quote of `nights` nights at `dayprice`. */
export function dueQuote(nights: number, dayprice: number, checkout: string): PaymentQuote {
  return quote({
    quote_id: `quote-${nights}-${dayprice}`,
    expires_at: new Date(Date.now() + 900_000).toISOString(),
    checkout,
    nights,
    nights_due: nights,
    dayprice,
    total_price: nights * dayprice,
    payment_due: true,
    reason: null,
  });
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
