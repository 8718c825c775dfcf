// Every call of spec §7 goes to its exact path with the right method.
import * as api from '../index';
import { createFakeAdapter } from '../testing';

const fake = createFakeAdapter(() => ({ body: {} }));
api.configureApi({ adapter: fake.adapter });

type Call = [name: string, run: () => Promise<unknown>, method: 'GET' | 'POST', path: string];

const hoa = { hoaid: 'demo' };
const hoaDstr = { hoaid: 'demo', dstr: '2026-03-05' };

const fields = {
  vehicle_type: 'CAR',
  carownertype: 'owner' as const,
  carowner_fname: 'Pat',
  carowner_lname: 'Lee',
  carownerphone: '555',
  make: 'Ford',
  model: 'T',
  year: '1920',
  plate: 'ABC1',
  plate_state: 'FL',
};
const settings = {
  parking_allowed_unit: 1,
  parking_allowed_renter: 0,
  parking_allowed_hoa: 0,
  renter_free_parking_spots: 0,
  owner_free_parking_spots: 0,
  season_adjust_unit: 0,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1,
  use_availability_factor: false,
  use_warning_status: 0 as const,
  availability_warning_buffer: 0,
  parking_information_url: '',
};

const calls: Call[] = [
  [
    'login',
    () => api.login({ email: 'e', password: 'p', hoaid: 'demo' }),
    'POST',
    '/api/users/login',
  ],
  [
    'registerOwner',
    () =>
      api.registerOwner({
        first_name: 'a',
        last_name: 'b',
        phone: 'p',
        email: 'e',
        unitnumber: '1',
        pincode: '1',
        password: 'x',
        password2: 'x',
        parking_allowed: 5,
        parking_allowed_renter: 2,
        owner_free_parking: 0,
        renter_free_parking: 0,
        hoaid2: 'demo',
        hoaid: 'demo',
        role: 'owner',
      }),
    'POST',
    '/api/users/register',
  ],
  [
    'insertVehicle',
    () =>
      api.insertVehicle({
        ...fields,
        hoaid: 'demo',
        startdate: '2026-03-05',
        enddate: '1970-01-01',
        terms: 1,
        dstr: '2026-03-05',
      }),
    'POST',
    '/api/parking/insert_vehicle',
  ],
  [
    'modifyVehicle',
    () =>
      api.modifyVehicle({
        ...fields,
        vehicleid: 'v',
        enddate: '2026-03-06',
        terms: 1,
        dstr: '2026-03-05',
      }),
    'POST',
    '/api/parking/modify_vehicle',
  ],
  [
    'updateOwner',
    () =>
      api.updateOwner({
        owner_id: 'o',
        owner_email: 'e',
        owner_name: 'n',
        owner_fname: 'f',
        owner_lname: 'l',
        owner_phone: 'p',
        owner_pincode: '1',
        parking_allowed: 5,
        parking_allowed_renter: 2,
        owner_free_parking: 0,
        renter_free_parking: 0,
        status_flag: 1,
        hoaid: 'demo',
      }),
    'POST',
    '/api/parking/updateowner',
  ],
  [
    'insertViolation',
    () =>
      api.insertViolation({
        hoaid: 'demo',
        violation_type: 'PARKING_VIOLATION',
        violation_plate: 'A',
        violation_state: 'FL',
        violation_location: 'L',
        violation_description: '',
        violation_reporter: 'r',
        violation_date: '2026-03-05',
        violation_time: '10:00:00',
      }),
    'POST',
    '/api/parking/insert_violation',
  ],
  [
    'insertNotification',
    () =>
      api.insertNotification({
        hoaid: 'demo',
        notify_type: 'APPLICATION',
        notify_plate: '',
        notify_name: 'n',
        notify_phone: '',
        notify_description: 'd',
        notify_date: '2026-03-05',
        notify_time: '10:00:00',
        notify_unit: '',
      }),
    'POST',
    '/api/parking/insert_notification',
  ],
  [
    'updateHoa',
    () => api.updateHoa({ hoaid: 'demo', ...settings }),
    'POST',
    '/api/parking/updatehoa',
  ],
  ['changePin', () => api.changePin({ userid: 'u', pincode: '1' }), 'POST', '/api/users/changepin'],
  [
    'changeName',
    () =>
      api.changeName({
        which: 'owner',
        userid: 'u',
        name: 'n',
        fname: 'f',
        lname: 'l',
        unitnumber: '1',
        phone: 'p',
      }),
    'POST',
    '/api/users/changename',
  ],
  [
    'changeAdminName',
    () => api.changeAdminName({ which: 'admin', userid: 'u', name: 'n', phone: 'p' }),
    'POST',
    '/api/users/changeadminname',
  ],
  [
    'changeAvailability',
    () => api.changeAvailability({ userid: 'u', status_flag: 1 }),
    'POST',
    '/api/users/changeavailability',
  ],
  [
    'changePassword',
    () => api.changePassword({ userid: 'u', password: 'a', password2: 'a' }),
    'POST',
    '/api/users/changepassword',
  ],
  [
    'changeRulesAndRegs',
    () => api.changeRulesAndRegs({ userid: 'u', terms: 1, termsaccepted: true }),
    'POST',
    '/api/users/changerulesandregs',
  ],
  ['deleteOwner', () => api.deleteOwner({ userid: 'u' }), 'POST', '/api/users/deleteowner'],
  [
    'forgotPassword',
    () => api.forgotPassword({ email: 'e', hoaid: 'demo' }),
    'POST',
    '/api/users/forgot_password',
  ],
  [
    'loginRenter',
    () => api.loginRenter({ unitnumber: '1', pincode: '1', hoaid: 'demo' }),
    'POST',
    '/api/users/loginrenter',
  ],
  [
    'getVehiclesForOwner',
    () => api.getVehiclesForOwner({ ownerid: 'o', carownertype: 'all', ...hoaDstr }),
    'POST',
    '/api/parking/get_vehicles_for_owner',
  ],
  [
    'deleteVehicle',
    () => api.deleteVehicle({ vehicleid: 'v', hoaid: 'demo', unitnumber: '1' }),
    'POST',
    '/api/parking/delete_vehicle_modify_status',
  ],
  ['getVehicle', () => api.getVehicle('v1'), 'GET', '/api/parking/get_vehicles_for_vehid/v1'],
  [
    'changeVehicleStatusDate',
    () =>
      api.changeVehicleStatusDate({
        vehicleid: 'v1',
        status: 0,
        enddate: '1970-01-01',
        curdate: '2026-03-05',
      }),
    'GET',
    '/api/parking/change-vehicle-status-date/v1/0/1970-01-01/2026-03-05',
  ],
  [
    'getActiveCount',
    () => api.getActiveCount({ ownerid: 'o', ...hoaDstr }),
    'POST',
    '/api/parking/get_active_count',
  ],
  [
    'getActiveVehicles',
    () => api.getActiveVehicles(hoaDstr),
    'POST',
    '/api/parking/get_active_vehicles',
  ],
  ['getAllVehicles', () => api.getAllVehicles(hoa), 'POST', '/api/parking/get_all_vehicles'],
  [
    'getVehicleChangeHistory',
    () => api.getVehicleChangeHistory('v1'),
    'GET',
    '/api/parking/get_vehicle_change_history/v1',
  ],
  [
    'getCountByOwner',
    () => api.getCountByOwner({ ownerid: 'o' }),
    'POST',
    '/api/parking/get_count_by_owner',
  ],
  ['getUnitNumbers', () => api.getUnitNumbers(hoaDstr), 'POST', '/api/parking/get_unit_numbers'],
  [
    'getParkingSpotData',
    () => api.getParkingSpotData(hoa),
    'POST',
    '/api/parking/parking_spot_data',
  ],
  ['getHoaData', () => api.getHoaData(), 'GET', '/api/parking/hoa_data'],
  [
    'getParkingSummary',
    () => api.getParkingSummary(hoaDstr),
    'POST',
    '/api/parking/get_parking_summary',
  ],
  ['getAllOwners', () => api.getAllOwners(hoa), 'POST', '/api/parking/get_all_owners'],
  ['getAllViolations', () => api.getAllViolations(hoa), 'POST', '/api/parking/get_all_violations'],
  [
    'deleteViolation',
    () => api.deleteViolation({ violationid: 'x' }),
    'POST',
    '/api/parking/delete_violation',
  ],
  [
    'getAllNotifications',
    () => api.getAllNotifications(hoa),
    'POST',
    '/api/parking/get_all_notifications',
  ],
  [
    'deleteNotification',
    () => api.deleteNotification({ notificationid: 'x' }),
    'POST',
    '/api/parking/delete_notification',
  ],
  [
    'getCarUsage',
    () =>
      api.getCarUsage({
        which: 'renter',
        begindate: '2026-02-19',
        enddate: '2026-03-05',
        hoaid: 'demo',
      }),
    'POST',
    '/api/parking/get_car_usage_renter_warning',
  ],
  ['adjustDates', () => api.adjustDates({ numdays: 5 }), 'POST', '/api/parking/adjust_dates'],
  [
    'softDeleteVehicles',
    () => api.softDeleteVehicles({ enddate: '2026-02-26' }),
    'POST',
    '/api/parking/soft_delete_vehicles',
  ],
  [
    'hardDeleteVehicles',
    () => api.hardDeleteVehicles(),
    'POST',
    '/api/parking/hard_delete_vehicles',
  ],
  [
    'updateContactInfo',
    () => api.updateContactInfo({ hoaid: 'demo', contact_information: [] }),
    'POST',
    '/api/parking/update_contact_info',
  ],
  [
    'updateHoaHelp',
    () => api.updateHoaHelp({ hoaid: 'demo', which: 'owner', helpdata: '<p>x</p>' }),
    'POST',
    '/api/parking/updatehoahelp',
  ],
  [
    'quoteStay',
    () =>
      api.quoteStay({
        vehicleid: 'v1',
        vehicle_type: 'CAR',
        carownertype: 'owner',
        enddate: '2026-03-07',
        dstr: '2026-03-05',
      }),
    'POST',
    '/api/parking/quote_stay',
  ],
  ['getPayments', () => api.getPayments(hoa), 'POST', '/api/parking/get_payments'],
  ['getPaymentsCsv', () => api.getPaymentsCsv(), 'GET', '/api/parking/payments_csv'],
  ['getAppConfig', () => api.getAppConfig(), 'GET', '/app-config.json'],
  ['getRemotesManifest', () => api.getRemotesManifest(), 'GET', '/remotes.json'],
];

describe('api calls', () => {
  const cases = calls.map(([name, run, method, path]) => ({ name, run, method, path }));
  it.each(cases)('$name sends $method $path', async ({ run, method, path }) => {
    fake.requests.length = 0;
    await run();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method, url: path });
  });
});
