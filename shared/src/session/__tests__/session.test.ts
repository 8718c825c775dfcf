import type { LoginResponse, RenterLoginResponse } from '../../domain/api-contract';
import type { Community } from '../../domain/types';
import {
  SESSION_KEYS,
  clearToken,
  clearUserSession,
  getToken,
  readSession,
  readSessionValues,
  session,
  setToken,
  storeCommunity,
  storeLogin,
} from '../index';

const community: Community = {
  hoaid: 'demo',
  name: 'Demo Shores',
  address: '1 Beach Rd',
  city: 'Sandy',
  state: 'FL',
  zip: '32000',
  company: 'Acme Management',
  parking_allowed_unit: 1,
  parking_allowed_renter: 0,
  parking_allowed_hoa: 40,
  renter_free_parking_spots: 1,
  owner_free_parking_spots: 2,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1,
  use_availability_factor: true,
  use_warning_status: 1,
  availability_warning_buffer: 3,
  parking_information_url: 'https://example.test/parking',
  use_owner_creditcard: false,
  use_renter_creditcard: true,
  use_owner_ppp: false,
  use_renter_ppp: true,
  use_demo_mode: true,
  background_image_url: '/bg.jpg',
  hoa_phone_cell: '',
  hoa_phone_office: '',
  hoa_email: '',
  timezone: 'America/New_York',
  help_text: {
    general: '',
    permissions: '',
    owner: '',
    owner_tc: '',
    renter: '',
    renter_tc: '',
    admin: '',
  },
  contact_information: [],
  parking_spots: [{ spot_display: 'Car', spot_type: 'CAR', spot_price: 10 }],
};

const ownerLogin: LoginResponse = {
  token: 'jwt-owner',
  role: 'owner',
  userid: 'owner-1',
  unitnumber: '101',
  name: 'Pat Owner',
  email: 'owner@demo.test',
  hoaid: 'demo',
  has_read_terms: true,
  first_name: 'Pat',
  last_name: 'Owner',
  phone: '302-555-0101',
};

describe('session storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores strings as they are and other values as JSON', () => {
    session.set('hoaid', 'demo');
    session.set('use_warning_status', 1);
    session.set('use_demo_mode', false);
    expect(sessionStorage.getItem('hoaid')).toBe('demo');
    expect(sessionStorage.getItem('use_demo_mode')).toBe('false');
    expect(session.get('hoaid')).toBe('demo');
    expect(session.get('use_warning_status')).toBe(1);
    expect(session.get('use_demo_mode')).toBe(false);
  });

  it('reads a missing or unreadable value as null', () => {
    expect(session.get('hoa_data')).toBeNull();
    sessionStorage.setItem('hoa_data', '{broken');
    expect(session.get('hoa_data')).toBeNull();
  });

  it('keeps the token in local storage', () => {
    // spec §3: local storage holds the token
    setToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('stores the community record and the flags read from it', () => {
    storeCommunity(community);
    expect(session.get('hoaid')).toBe('demo');
    expect(session.get('hoaname')).toBe('Demo Shores');
    expect(session.get('hoa_data')).toEqual(community);
    expect(session.get('selectedhoa')).toEqual({
      hoaid: 'demo',
      name: 'Demo Shores',
      parking_allowed_unit: 1,
      parking_allowed_renter: 0,
      owner_free_parking_spots: 2,
      renter_free_parking_spots: 1,
    });
    expect(session.get('hoa_parking_spots')).toEqual(community.parking_spots);
    expect(session.get('use_renter_creditcard')).toBe(true);
    expect(session.get('use_owner_ppp')).toBe(false);
    expect(session.get('availability_warning_buffer')).toBe(3);
    expect(session.get('parking_allowed_hoa')).toBe(40);
    expect(session.get('use_demo_mode')).toBe(true);
    expect(session.get('background_image_url')).toBe('/bg.jpg');
  });

  it('stores an owner login', () => {
    storeLogin(ownerLogin);
    expect(getToken()).toBe('jwt-owner');
    expect(session.get('userRole')).toBe('owner');
    expect(session.get('userid')).toBe('owner-1');
    expect(session.get('alias_userid')).toBe('owner-1');
    expect(session.get('username')).toBe('Pat Owner');
    expect(session.get('email')).toBe('owner@demo.test');
    expect(session.get('unitnumber')).toBe('101');
    expect(session.get('userprofile')).toEqual({
      first_name: 'Pat',
      last_name: 'Owner',
      phone: '302-555-0101',
    });
  });

  it('stores a renter login under the unit owner id and drops the previous user', () => {
    storeLogin(ownerLogin);
    const renter: RenterLoginResponse = {
      token: 'jwt-renter',
      role: 'renter',
      _id: 'owner-1',
      unitnumber: '101',
      renter_free_parking: 1,
      hoaid: 'demo',
    };
    storeLogin(renter);
    expect(getToken()).toBe('jwt-renter');
    expect(session.get('userRole')).toBe('renter');
    expect(session.get('userid')).toBe('owner-1');
    expect(session.get('alias_userid')).toBe('owner-1');
    expect(session.get('renter_free_parking')).toBe(1);
    expect(session.get('username')).toBeNull();
    expect(session.get('email')).toBeNull();
  });

  it('logs out by removing the token and the user but keeping the community', () => {
    // spec §4: logout removes the stored token and empties the current user
    storeCommunity(community);
    storeLogin(ownerLogin);
    clearUserSession();
    expect(getToken()).toBeNull();
    for (const key of [
      'userRole',
      'userid',
      'unitnumber',
      'username',
      'email',
      'alias_userid',
      'userprofile',
    ] as const) {
      expect(session.get(key)).toBeNull();
    }
    expect(session.get('hoaid')).toBe('demo');
    expect(session.get('hoaname')).toBe('Demo Shores');
  });

  it('lists every session key for the debug page without revealing the token', () => {
    storeCommunity(community);
    storeLogin(ownerLogin);
    const snapshot = readSession();
    expect(snapshot.entries.map((e) => e.key)).toEqual([...SESSION_KEYS]);
    expect(snapshot.entries.find((e) => e.key === 'hoaname')?.value).toBe('Demo Shores');
    expect(snapshot.entries.find((e) => e.key === 'activecountdata')?.value).toBeNull();
    expect(snapshot.tokenStored).toBe(true);
    expect(JSON.stringify(snapshot)).not.toContain('jwt-owner');
    expect(readSessionValues().use_warning_status).toBe(1);
  });
});
