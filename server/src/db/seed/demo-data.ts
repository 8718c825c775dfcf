// The demo communities (team brief "Demo data"): demo in demo mode, demo2 not.
import type { CarOwnerType, ContactEntry, SpotType } from '@parking/shared/domain';
import type { communities } from '../schema';
import { demoGuestTerms, demoHelpText } from './help-text';

export const DEMO_PASSWORD = 'demo-pass-2026';

type CommunityInsert = typeof communities.$inferInsert;

export interface DemoUser {
  email: string;
  role: 'owner' | 'admin';
  crud: 'read' | 'write';
  first_name: string;
  last_name: string;
  phone: string;
  unitnumber: string;
  pincode: string;
  status_flag: 0 | 1;
  has_read_terms: boolean;
}

export interface DemoVehicle {
  ownerEmail: string;
  carownertype: CarOwnerType;
  vehicle_type: string;
  first: string;
  last: string;
  make: string;
  model: string;
  year: string;
  plate: string;
  plate_state: string;
  /** Days from today to checkout; null = offsite (1970-01-01). */
  checkoutInDays: number | null;
}

export interface DemoCommunity {
  community: CommunityInsert;
  contacts: ContactEntry[];
  spots: SpotType[];
  users: DemoUser[];
  vehicles: DemoVehicle[];
}

const SPOTS: SpotType[] = [
  { spot_type: 'CAR', spot_display: 'Car', spot_price: 10 },
  { spot_type: 'TRUCK', spot_display: 'Truck/Van', spot_price: 12 },
  { spot_type: 'MOTORCYCLE', spot_display: 'Motorcycle', spot_price: 5 },
  { spot_type: 'TRAILER', spot_display: 'Trailer', spot_price: 20 },
  { spot_type: 'RV', spot_display: 'Camper/RV', spot_price: 25 },
  { spot_type: 'OVERSIZE', spot_display: 'Oversized', spot_price: 30 },
  { spot_type: 'DUMPSTER', spot_display: 'Dumpster', spot_price: 15 },
];

const contact = (
  sort_order: number,
  contact_id: string,
  phone_description: string,
  phone_number: string,
  email: string,
  display_category: ContactEntry['display_category'],
): ContactEntry => ({
  contact_id,
  phone_description,
  phone_number,
  email,
  sort_order,
  display_category,
});

const user = (
  fields: Partial<DemoUser> & Pick<DemoUser, 'email' | 'first_name' | 'last_name'>,
): DemoUser => ({
  role: 'owner',
  crud: 'write',
  phone: '302-555-0100',
  unitnumber: '',
  pincode: '',
  status_flag: 1,
  has_read_terms: true,
  ...fields,
});

const car = (
  ownerEmail: string,
  plate: string,
  make: string,
  model: string,
  checkoutInDays: number | null,
  extra: Partial<DemoVehicle> = {},
): DemoVehicle => ({
  ownerEmail,
  plate,
  make,
  model,
  checkoutInDays,
  carownertype: 'owner',
  vehicle_type: 'CAR',
  first: 'Pat',
  last: 'Owner',
  year: '2021',
  plate_state: 'DE',
  ...extra,
});

export const DEMO: DemoCommunity = {
  community: {
    hoaid: 'demo',
    name: 'Sea Breeze Condominiums',
    company: 'Coastal Community Management',
    address: '100 Ocean Drive',
    city: 'Bethany Beach',
    state: 'DE',
    zip: '19930',
    parking_allowed_hoa: 40,
    // Every unit follows the community (no exceptions): 4 - season_adjust_unit 1 = 3 active
    // spaces; unit 101 starts with 2 onsite (DEM101A and the renter's RNT0101), so a renter
    // checking in with the demo PIN can add a car (the seed starts inside its limits).
    parking_allowed_unit: 4,
    parking_allowed_renter: 2,
    owner_free_parking_spots: 2,
    renter_free_parking_spots: 1,
    season_adjust_unit: 1,
    season_adjust_renter: 0,
    season_parking_fee_factor: 1.25,
    use_availability_factor: true,
    use_warning_status: 1,
    availability_warning_buffer: 5,
    use_owner_creditcard: false,
    use_renter_creditcard: true,
    use_owner_ppp: false,
    use_renter_ppp: true,
    use_demo_mode: true,
    demo_credentials: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    parking_information_url: 'https://www.townofbethanybeach.com/parking',
    hoa_phone_cell: '302-555-0199',
    hoa_phone_office: '302-555-0100',
    hoa_email: 'office@seabreeze.example',
    timezone: 'America/New_York',
    help_text: demoHelpText('Sea Breeze Condominiums'),
    guest_tc: demoGuestTerms('Sea Breeze Condominiums'),
  },
  contacts: [
    contact(10, 'office', 'Management office', '302-555-0100', 'office@seabreeze.example', 'All'),
    contact(20, 'security', 'Security (24 hours)', '302-555-0111', '', 'All'),
    contact(30, 'owners', 'Owner services', '', 'owners@seabreeze.example', 'Owner'),
    contact(40, 'rentals', 'Rental desk', '302-555-0122', 'rentals@seabreeze.example', 'Renter'),
    contact(50, 'board', 'Board of directors', '', 'board@seabreeze.example', 'Hide'),
  ],
  spots: SPOTS,
  users: [
    user({
      email: 'admin@demo.test',
      role: 'admin',
      first_name: 'Alex',
      last_name: 'Admin',
      unitnumber: 'OFFICE',
    }),
    user({
      email: 'owner@demo.test',
      first_name: 'Olivia',
      last_name: 'Owner',
      unitnumber: '101',
      pincode: '1234',
    }),
    user({
      email: 'owner2@demo.test',
      first_name: 'Oscar',
      last_name: 'Owens',
      unitnumber: '102',
      pincode: '5678',
      status_flag: 0,
    }),
    user({
      email: 'readonly@demo.test',
      crud: 'read',
      first_name: 'Rita',
      last_name: 'Reader',
      unitnumber: '103',
      status_flag: 0,
    }),
  ],
  vehicles: [
    car('owner@demo.test', 'DEM101A', 'Honda', 'Accord', 5, { first: 'Olivia', last: 'Owner' }),
    car('owner@demo.test', 'DEM101B', 'Ford', 'F-150', null, {
      vehicle_type: 'TRUCK',
      first: 'Olivia',
      last: 'Owner',
    }),
    car('owner@demo.test', 'GST2024', 'Toyota', 'RAV4', null, {
      carownertype: 'family',
      first: 'Sam',
      last: 'Owner',
    }),
    car('owner@demo.test', 'RNT0101', 'Kia', 'Soul', 4, {
      carownertype: 'renter',
      first: 'Ren',
      last: 'Ter',
      plate_state: 'PA',
    }),
    car('owner2@demo.test', 'DEM102A', 'Subaru', 'Outback', 10, { first: 'Oscar', last: 'Owens' }),
    car('owner2@demo.test', 'DEM102M', 'Harley', 'Sportster', null, {
      vehicle_type: 'MOTORCYCLE',
      first: 'Oscar',
      last: 'Owens',
    }),
  ],
};

export const DEMO2: DemoCommunity = {
  community: {
    hoaid: 'demo2',
    name: 'Pine Ridge Townhomes',
    company: 'Ridge Property Services',
    address: '25 Pine Ridge Road',
    city: 'Lewes',
    state: 'DE',
    zip: '19958',
    parking_allowed_hoa: 20,
    parking_allowed_unit: 2,
    parking_allowed_renter: 1,
    // Owners pay by card for a car beyond their free one (spec §9 Who pays): unit 101's second
    // onsite car is paid. Both flags are on: with use_owner_ppp off the summary would only say
    // 'we have no ower ppp' (spec §8) and no card form could take the payment.
    owner_free_parking_spots: 1,
    renter_free_parking_spots: 1,
    season_parking_fee_factor: 1,
    use_warning_status: 0,
    use_owner_creditcard: true,
    use_owner_ppp: true,
    availability_warning_buffer: 3,
    use_demo_mode: false,
    hoa_phone_office: '302-555-0200',
    hoa_email: 'office@pineridge.example',
    timezone: 'America/New_York',
    help_text: demoHelpText('Pine Ridge Townhomes'),
    guest_tc: demoGuestTerms('Pine Ridge Townhomes'),
  },
  contacts: [
    contact(10, 'office', 'Management office', '302-555-0200', 'office@pineridge.example', 'All'),
  ],
  spots: SPOTS.filter((spot) => ['CAR', 'TRUCK', 'MOTORCYCLE'].includes(spot.spot_type)),
  users: [
    user({
      email: 'admin@demo2.test',
      role: 'admin',
      first_name: 'Dana',
      last_name: 'Admin',
      unitnumber: 'OFFICE',
    }),
    user({
      email: 'owner@demo2.test',
      first_name: 'Owen',
      last_name: 'Pine',
      unitnumber: '101',
      pincode: '4321',
    }),
  ],
  vehicles: [
    car('owner@demo2.test', 'PIN101A', 'Mazda', 'CX-5', 7, { first: 'Owen', last: 'Pine' }),
    car('owner@demo2.test', 'PIN101B', 'Volvo', 'XC60', null, { first: 'Owen', last: 'Pine' }),
  ],
};
