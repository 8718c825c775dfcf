// Test support for admin-app screens: the portal theme, a signed-in admin's session as the
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
import { addDays, dstr, type Notification, type Owner, type Vehicle } from '@parking/shared/domain';
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

export function signInAdmin(overrides: Partial<SessionValues> = {}) {
  sessionStorage.clear();
  clearStatus();
  const values: Partial<SessionValues> = {
    hoaid: 'demo',
    hoaname: 'Demo Community',
    userid: 'admin-1',
    alias_userid: 'admin-1',
    userRole: 'admin',
    username: 'Ada Admin',
    email: 'admin@demo.test',
    use_warning_status: 0,
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) {
    session.set(key as keyof SessionValues, value as never);
  }
}

export function owner(overrides: Partial<Owner> = {}): Owner {
  return {
    _id: 'u1',
    userid: 'u1',
    hoaid: 'demo',
    name: 'Olivia Owner',
    first_name: 'Olivia',
    last_name: 'Owner',
    fname: 'Olivia',
    lname: 'Owner',
    phone: '555-0101',
    email: 'owner@demo.test',
    unitnumber: '101',
    pincode: '1234',
    role: 'owner',
    crud: 'write',
    has_read_terms: true,
    parking_allowed: 5,
    parking_allowed_renter: 2,
    owner_free_parking: 0,
    renter_free_parking: 1,
    unit_allowance: {
      parking_allowed: null,
      parking_allowed_renter: null,
      owner_free_parking: null,
      renter_free_parking: 1,
    },
    status_flag: 1,
    email_verified: true,
    ...overrides,
  };
}

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    hoaid: 'demo',
    notify_type: 'OTHER',
    notify_plate: 'ABC123',
    notify_name: 'Nina',
    notify_phone: '555-0199',
    notify_description: 'Blocked driveway',
    notify_date: '2026-11-20',
    notify_time: '10:00',
    notify_unit: '101',
    ...overrides,
  };
}

let nextVehicle = 1;
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = `veh-${nextVehicle++}`;
  return {
    _id: id,
    vehicleid: id,
    hoaid: 'demo',
    ownerid: 'u1',
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
    enddate: addDays(dstr(), 3),
    status_flag: 1,
    active_flag: 1,
    terms: 1,
    number_of_changes: 0,
    change_history: [],
    parking_transaction_id: null,
    ...overrides,
  };
}

/**
 * Makes the window match the phone media query (below 800 px, spec §9), so the lists render as
 * cards; jsdom has no matchMedia otherwise. Call the returned function to restore the wide layout.
 */
export function pretendPhoneWidth(): () => void {
  const query = {
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
