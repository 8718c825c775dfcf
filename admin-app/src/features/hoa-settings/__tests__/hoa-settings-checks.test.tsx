// HOA Settings checks its typed values with updatehoa's own rules (docs/adr/0035): a refused
// value shows its message under the field and sends nothing, the message clears as the field is
// corrected, and the server's field errors land on the same fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, requestsTo, signInAdmin } from '@parking/shared/testing';
import { HoaSettingsForm } from '../components/hoa-settings-form';
import { community, pretendEditorLayout, settings } from './hoa-settings-community';

const COUNT = 'Enter a whole number from 0 to 100000';
const FACTOR = 'Enter a number greater than 0, at most 100';
const URL = 'Enter a web address starting with http:// or https://';
const TOW_DAYS = 'Enter a whole number of days from 1 to 365';
const PER_UNIT = 'Parking spaces per unit';
const FACTOR_LABEL = 'Seasonal parking fee factor';
const URL_LABEL = 'Parking information URL';
const TOW_DAYS_LABEL = 'Counting violations of the last (days)';
const UPDATE = 'POST /api/parking/updatehoa';

function serve(update: () => { status?: number; body: unknown } = () => ({ body: {} })) {
  return fakeServer({
    'GET /api/parking/hoa_data': () => ({ body: community() }),
    [UPDATE]: update,
  });
}

async function replace(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeAll(pretendEditorLayout);
beforeEach(() => signInAdmin());

describe('HOA Settings checks', () => {
  it('refuses a guest rule that is not a whole number', async () => {
    const requests = serve();
    renderInPortal(<HoaSettingsForm />);
    const cap = await screen.findByLabelText('Nights in a row per guest plate (0 = off)');
    await userEvent.type(cap, '.5');
    await submit();
    await waitFor(() =>
      expect(cap).toHaveAccessibleDescription('Enter a whole number from 0 to 365'),
    );
    expect(requestsTo(requests, UPDATE)).toHaveLength(0);
  });

  it('shows each refused value under its field, sends nothing, and clears it as it is corrected', async () => {
    const requests = serve(() => ({ body: { message: 'HOA Update Success' } }));
    renderInPortal(<HoaSettingsForm />);
    await screen.findByLabelText(PER_UNIT);
    await replace(PER_UNIT, '-1');
    await replace(FACTOR_LABEL, '');
    await userEvent.type(screen.getByLabelText(URL_LABEL), 'not a url');
    await replace(TOW_DAYS_LABEL, '0');
    await submit();
    const refused: [string, string][] = [
      [PER_UNIT, COUNT],
      [FACTOR_LABEL, FACTOR],
      [URL_LABEL, URL],
      [TOW_DAYS_LABEL, TOW_DAYS],
    ];
    for (const [label, message] of refused) {
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message),
      );
    }
    expect(requestsTo(requests, UPDATE)).toHaveLength(0);

    // Each message goes as its field is corrected, before the next Submit; the others stay.
    await replace(PER_UNIT, '6');
    expect(screen.getByLabelText(PER_UNIT)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(FACTOR_LABEL)).toHaveAccessibleDescription(FACTOR);
    await userEvent.type(screen.getByLabelText(FACTOR_LABEL), '1.5');
    expect(screen.getByLabelText(FACTOR_LABEL)).not.toHaveAccessibleDescription();
    await replace(URL_LABEL, 'https://demo.test/parking');
    expect(screen.getByLabelText(URL_LABEL)).not.toHaveAccessibleDescription();
    await replace(TOW_DAYS_LABEL, '45');
    expect(screen.getByLabelText(TOW_DAYS_LABEL)).not.toHaveAccessibleDescription();
    expect(requestsTo(requests, UPDATE)).toHaveLength(0);

    await submit();
    await waitFor(() => expect(currentStatus()?.text).toBe('HOA Update Success'));
    expect(requestsTo(requests, UPDATE).at(-1)?.body).toEqual({
      ...settings,
      parking_allowed_unit: 6,
      season_parking_fee_factor: 1.5,
      parking_information_url: 'https://demo.test/parking',
      tow_window_days: 45,
      hoaid: 'demo',
    });
  }, 20_000);

  it('refuses free spots above the allowance they belong to', async () => {
    const requests = serve();
    renderInPortal(<HoaSettingsForm />);
    await screen.findByLabelText('Renter free parking spaces');
    await replace('Renter free parking spaces', '3');
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Renter free parking spaces')).toHaveAccessibleDescription(
        'Renter free spots cannot be more than the renter spaces allowed (2)',
      ),
    );
    expect(requestsTo(requests, UPDATE)).toHaveLength(0);
  });

  it("sets the server's field error on its field, where it clears as the field changes", async () => {
    const refusal = 'Owner free spots cannot be more than the spaces allowed for the unit (5)';
    serve(() => ({
      status: 400,
      body: { message: refusal, errors: { owner_free_parking_spots: refusal } },
    }));
    renderInPortal(<HoaSettingsForm />);
    const ownerFree = await screen.findByLabelText('Owner free parking spaces');
    await submit();
    await waitFor(() => expect(ownerFree).toHaveAccessibleDescription(refusal));
    expect(currentStatus()?.text).toBe(refusal);
    await replace('Owner free parking spaces', '2');
    expect(ownerFree).not.toHaveAccessibleDescription();
  });
});
