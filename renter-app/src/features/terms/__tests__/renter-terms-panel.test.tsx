import { screen, within } from '@testing-library/react';
import type { Community } from '@parking/shared/domain';
import { renderInPortal, signInRenter } from '@parking/shared/testing';
import { RENTER_TERMS_TITLE, RenterTermsPanel } from '../components/renter-terms-panel';

function withRenterTerms(renter_tc: string) {
  signInRenter({ hoa_data: { help_text: { renter_tc } } as unknown as Community });
}

describe('Renter Terms and Conditions', () => {
  it("shows the community's renter terms, sanitised", async () => {
    withRenterTerms('<p>Park in <b>your</b> spot.</p><script>alert(1)</script>');
    renderInPortal(<RenterTermsPanel />);
    const terms = within(screen.getByRole('region', { name: RENTER_TERMS_TITLE }));
    expect(await terms.findByText('your')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows no empty panel when the community has no renter terms', () => {
    withRenterTerms('  ');
    renderInPortal(<RenterTermsPanel />);
    expect(screen.queryByRole('region', { name: RENTER_TERMS_TITLE })).not.toBeInTheDocument();
  });
});
