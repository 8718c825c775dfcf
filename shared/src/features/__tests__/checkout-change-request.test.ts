import { checkoutChangeRequest } from '../vehicle-form/vehicle-form-values';
import { vehicle } from '../../testing';

describe('checkoutChangeRequest (the Owner Vehicle Status popup’s paid date change)', () => {
  it('sends the vehicle’s own fields with the new checkout date to modify_vehicle', () => {
    const car = vehicle({
      _id: 'veh-9',
      vehicleid: 'veh-9',
      plate: 'pin101b',
      plate_state: ' DE ',
      enddate: '1970-01-01',
    });
    expect(checkoutChangeRequest(car, '2030-01-03', '2030-01-01')).toEqual({
      vehicleid: 'veh-9',
      vehicle_type: car.vehicle_type,
      carownertype: car.carownertype,
      carowner_fname: car.carowner_fname,
      carowner_lname: car.carowner_lname,
      carownerphone: car.carownerphone,
      make: car.make,
      model: car.model,
      year: car.year,
      plate: 'PIN101B',
      plate_state: 'DE',
      enddate: '2030-01-03',
      terms: 1,
      dstr: '2030-01-01',
    });
  });

  it('falls back to _id when the vehicle has no vehicleid', () => {
    const car = vehicle({ _id: 'veh-10', vehicleid: '' });
    expect(checkoutChangeRequest(car, '2030-01-02', '2030-01-01').vehicleid).toBe('veh-10');
  });
});
