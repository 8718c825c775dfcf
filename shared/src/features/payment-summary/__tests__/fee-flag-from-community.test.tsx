// docs/adr/0011: whether the summary takes a card payment (the community's fee
// flag use_renter_ppp) comes from the community query, not the session copy stored at login. The
// admin changed the flag after this renter signed in: the next screen follows the server, even
// while the session copy still holds the old value.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../data';
import { session } from '../../../session';
import { FAILURE, addDays, dstr, type Vehicle } from '../../../domain';
import {
  community,
  dueQuote,
  fakeServer,
  renderInPortal,
  signInAs,
  spotTypes,
} from '../../../testing';
import { VehicleForm } from '../../vehicle-form/vehicle-form';
import { TERMS_LABEL } from '../../vehicle-form/vehicle-form-fields';

async function reviewRenterStay(serverPpp: boolean) {
  fakeServer({
    'GET /api/parking/data_for_hoa/demo': () => ({
      body: community({ use_renter_creditcard: true, use_renter_ppp: serverPpp }),
    }),
    'POST /api/parking/quote_stay': () => ({ body: dueQuote(1, 10, addDays(dstr(), 1)) }),
  });
  const user = userEvent.setup();
  const { queryClient } = renderInPortal(
    <VehicleForm
      open
      role="renter"
      askCheckoutDate
      spotTypes={spotTypes}
      onSaved={jest.fn<void, [Vehicle]>()}
      onClose={jest.fn()}
    />,
  );
  // The community query has answered (the form asks for it when it opens).
  await waitFor(() =>
    expect(queryClient.getQueryData(queryKeys.community.detail('demo'))).toBeDefined(),
  );
  // The query's answer is also written to the session keys; the session copy the login left
  // stays the opposite here, so only a read of the query passes.
  session.set('use_renter_ppp', !serverPpp);
  await user.type(screen.getByLabelText('First name'), 'Olivia');
  await user.type(screen.getByLabelText('Last name'), 'Owner');
  await user.type(screen.getByLabelText('Phone'), '555-0101');
  await user.type(screen.getByLabelText('Make'), 'Toyota');
  await user.type(screen.getByLabelText('Plate'), 'abc123');
  await user.type(screen.getByLabelText('State'), 'CA');
  await user.click(screen.getByLabelText(TERMS_LABEL));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return screen.findByRole('dialog', { name: 'Parking for Owner, Olivia' });
}

describe("the summary's fee flag comes from the community query", () => {
  it('offers the card form once the admin turned renter card payments on after sign-in', async () => {
    signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: false });
    const summary = await reviewRenterStay(true);
    expect(within(summary).getByRole('form', { name: 'Card payment' })).toBeInTheDocument();
    expect(within(summary).queryByText(FAILURE.noRenterPpp)).not.toBeInTheDocument();
  });

  it('offers no card form once the admin turned renter card payments off after sign-in', async () => {
    signInAs('renter', { use_renter_creditcard: true, use_renter_ppp: true });
    const summary = await reviewRenterStay(false);
    expect(within(summary).getByText(FAILURE.noRenterPpp)).toBeInTheDocument();
    expect(within(summary).queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
  });
});
