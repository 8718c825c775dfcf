// The Register/Modify Vehicle form checks with its schema through react-hook-form
// (docs/adr/0035): the spec's message shows under the field after Submit and nothing is sent,
// the message clears as the user corrects the field, the server's field errors land on the same
// fields, and the checkout rules follow the role and today.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, TEAM_TEXT, VALIDATION } from '../../domain';
import type { FakeRequest } from '../../testing';
import {
  fakeServer,
  quote,
  renderInPortal,
  requestsTo,
  signInAs,
  spotTypes,
  vehicle,
} from '../../testing';
import { VehicleForm, type VehicleFormProps } from '../vehicle-form/vehicle-form';
import { TERMS_LABEL } from '../vehicle-form/vehicle-form-fields';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const QUOTE = 'POST /api/parking/quote_stay';
const INSERT = 'POST /api/parking/insert_vehicle';
const MODIFY = 'POST /api/parking/modify_vehicle';

/** The calls a review or a save makes (the community read of the fee flags aside). */
const sent = (requests: FakeRequest[]) =>
  [QUOTE, INSERT, MODIFY].flatMap((key) => requestsTo(requests, key));

function renderForm(props: Partial<VehicleFormProps> = {}) {
  const user = userEvent.setup();
  renderInPortal(
    <VehicleForm
      open
      role="owner"
      spotTypes={spotTypes}
      onSaved={jest.fn()}
      onClose={jest.fn()}
      {...props}
    />,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(label);

async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

const OLIVIA = {
  'First name': 'Olivia',
  'Last name': 'Owner',
  Phone: '555-0101',
  Make: 'Toyota',
  Plate: 'abc123',
  State: 'CA',
};

const register = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));
const summaryOf = (name: string) => screen.findByRole('dialog', { name: `Parking for ${name}` });

describe('Vehicle form checks', () => {
  it('shows the error under the field on Submit, sends nothing, and clears it as it is corrected', async () => {
    signInAs('owner');
    const requests = fakeServer({ [QUOTE]: () => ({ body: quote() }) });
    const user = renderForm();
    const { 'First name': _first, ...rest } = OLIVIA;
    await fill(user, rest);
    await register(user);

    await waitFor(() =>
      expect(field('First name')).toHaveAccessibleDescription(VALIDATION.vehicleFirstName),
    );
    expect(sent(requests)).toHaveLength(0);
    // Blanks are no name: the schema trims, like the server.
    await user.type(field('First name'), '   ');
    expect(field('First name')).toHaveAccessibleDescription(VALIDATION.vehicleFirstName);
    // Corrected: the message goes before the next Submit.
    await fill(user, { 'First name': 'Olivia' });
    await waitFor(() => expect(screen.queryByText(VALIDATION.vehicleFirstName)).toBeNull());
    expect(sent(requests)).toHaveLength(0);

    await register(user);
    await summaryOf('Owner, Olivia');
    expect(requestsTo(requests, QUOTE)[0]?.body).toMatchObject({ vehicle_type: 'CAR' });
  });

  it("puts the server's field error under its field, cleared as the user corrects it", async () => {
    signInAs('owner');
    const requests = fakeServer({
      [QUOTE]: () => ({ body: quote() }),
      [INSERT]: () => ({
        status: 400,
        body: { message: 'Invalid', errors: { carownerphone: 'At most 40 characters' } },
      }),
    });
    const user = renderForm();
    await fill(user, OLIVIA);
    await register(user);
    await user.click(
      within(await summaryOf('Owner, Olivia')).getByRole('button', { name: 'Submit' }),
    );

    await waitFor(() =>
      expect(field('Phone')).toHaveAccessibleDescription('At most 40 characters'),
    );
    expect(field('Make')).not.toHaveAccessibleDescription();
    await user.type(field('Phone'), '2');
    await waitFor(() => expect(screen.queryByText('At most 40 characters')).toBeNull());
    expect(requestsTo(requests, INSERT)).toHaveLength(1);
  });

  it("puts the server's terms error under the renter's terms box", async () => {
    signInAs('renter');
    fakeServer({
      [QUOTE]: () => ({ body: quote() }),
      [INSERT]: () => ({
        status: 400,
        body: { message: TEAM_TEXT.termsRequired, errors: { terms: TEAM_TEXT.termsRequired } },
      }),
    });
    const user = renderForm({ role: 'renter', askCheckoutDate: true });
    await fill(user, OLIVIA);
    await user.click(field(TERMS_LABEL));
    await register(user);
    await user.click(
      within(await summaryOf('Owner, Olivia')).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() =>
      expect(field(TERMS_LABEL)).toHaveAccessibleDescription(TEAM_TEXT.termsRequired),
    );
  });

  it.each([
    ['renter', VALIDATION.renterEndDateBeforeToday],
    ['owner', VALIDATION.checkoutInPast],
  ] as const)(
    'refuses a past checkout date on the %s form in its words, then takes a valid one',
    async (role, message) => {
      signInAs(role);
      const requests = fakeServer({ [QUOTE]: () => ({ body: quote() }) });
      const user = renderForm({ role, askCheckoutDate: true });
      await fill(user, { ...OLIVIA, 'Checkout date': addDays(dstr(), -1) });
      if (role === 'renter') await user.click(field(TERMS_LABEL));
      await register(user);

      await waitFor(() => expect(field('Checkout date')).toHaveAccessibleDescription(message));
      expect(sent(requests)).toHaveLength(0);
      await fill(user, { 'Checkout date': addDays(dstr(), 2) });
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());

      await register(user);
      await summaryOf('Owner, Olivia');
      expect(requestsTo(requests, QUOTE)[0]?.body).toMatchObject({ enddate: addDays(dstr(), 2) });
    },
  );

  it('refuses a checkout date more than 60 days after today', async () => {
    signInAs('renter');
    const requests = fakeServer({ [QUOTE]: () => ({ body: quote() }) });
    const user = renderForm({ role: 'renter', askCheckoutDate: true });
    await fill(user, { ...OLIVIA, 'Checkout date': addDays(dstr(), 61) });
    await user.click(field(TERMS_LABEL));
    await register(user);
    await waitFor(() =>
      expect(field('Checkout date')).toHaveAccessibleDescription(VALIDATION.checkoutTooFar),
    );
    expect(sent(requests)).toHaveLength(0);
  });

  it("does not check the past checkout date an owner's form does not ask for", async () => {
    signInAs('owner');
    const past = addDays(dstr(), -5);
    const requests = fakeServer({
      [QUOTE]: () => ({ body: quote() }),
      [MODIFY]: (request) => ({ body: { ...vehicle(), ...(request.body as object), version: 2 } }),
    });
    const user = renderForm({ vehicle: vehicle({ enddate: past }) });
    expect(screen.queryByLabelText('Checkout date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await summaryOf('Owner, Olivia')).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() => expect(requestsTo(requests, MODIFY)).toHaveLength(1));
    expect(requestsTo(requests, MODIFY)[0]?.body).toMatchObject({ enddate: past });
  });

  it('reviews the fields as they are at each Submit', async () => {
    signInAs('owner');
    const requests = fakeServer({ [QUOTE]: () => ({ body: quote() }) });
    const user = renderForm();
    await fill(user, OLIVIA);
    await register(user);
    const first = await summaryOf('Owner, Olivia');
    expect(within(first).getByLabelText('Parking summary')).toHaveTextContent('Toyota · ABC123 CA');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));

    // Closed, the summary unlocks the form: what is changed there shows in the next review.
    await fill(user, { 'First name': 'Liv', Make: 'Honda', Plate: 'xyz789' });
    await register(user);
    const second = await summaryOf('Owner, Liv');
    expect(within(second).getByLabelText('Parking summary')).toHaveTextContent('Honda · XYZ789 CA');
    expect(requestsTo(requests, QUOTE).map((request) => request.body)).toMatchObject([
      { plate: 'abc123' },
      { plate: 'xyz789' },
    ]);
  });
});
