import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderInPortal, signInRenter } from '@parking/shared/testing';
import { RENTER_TERMS_TITLE, RenterTermsPanel } from '../components/renter-terms-panel';

/** The server's community (data_for_hoa) carries these terms; the session has the builder's. */
function withRenterTerms(renter_tc: string) {
  const { community } = signInRenter();
  const published = { ...community, help_text: { ...community.help_text, renter_tc } };
  fakeServer({ 'GET /api/parking/data_for_hoa/demo': { status: 200, body: published } });
}

describe('Renter Terms and Conditions', () => {
  it("shows the community's renter terms, sanitised", async () => {
    withRenterTerms('<p>Park in <b>your</b> spot.</p><script>alert(1)</script>');
    renderInPortal(<RenterTermsPanel />);
    const terms = within(screen.getByRole('region', { name: RENTER_TERMS_TITLE }));
    expect(await terms.findByText('your')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows no empty panel when the community has no renter terms', async () => {
    withRenterTerms('  ');
    const { queryClient } = renderInPortal(<RenterTermsPanel />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: RENTER_TERMS_TITLE })).not.toBeInTheDocument();
  });
});
