// A contact's e-mail is checked like every other e-mail field (spec §5 basic pattern,
// 'Invalid Email Format'); an empty one is fine when the contact has a phone number.
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { login } from '../../../helpers/requests';
import { caller } from '../../../helpers/vehicle-fixtures';

const office = {
  contact_id: 'office',
  phone_description: 'Office',
  phone_number: '302-555-0100',
  email: '',
  sort_order: 1,
  display_category: 'All',
};

describe('update_contact_info e-mails', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@demo.test')).token;
  });
  afterAll(() => t.close());

  it.each(['office@demo', 'front desk@demo.test', 'nobody'])('refuses %j', async (email) => {
    const response = await caller(t.app, admin).post('update_contact_info', {
      hoaid: 'demo',
      contact_information: [office, { ...office, contact_id: 'desk', email }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid Email Format',
      code: 'validation_error',
      errors: { 'contact_information.1.email': 'Invalid Email Format' },
    });
  });

  it('keeps a valid e-mail and an empty one', async () => {
    const desk = { ...office, contact_id: 'desk', email: 'desk@demo.test', sort_order: 2 };
    const contacts = [office, desk];
    const response = await caller(t.app, admin).post('update_contact_info', {
      hoaid: 'demo',
      contact_information: contacts,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contact_information).toEqual(contacts);
  });
});
