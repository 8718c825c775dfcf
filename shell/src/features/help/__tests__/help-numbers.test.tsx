// Help from the settings (docs/adr/0026): the help text's placeholders and the 'Parking rules in
// numbers' panel show the community's numbers, not fixed digits.
import { fillHelpNumbers, helpNumbers, type Community } from '@parking/shared/domain';
import { community as aCommunity } from '@parking/shared/testing';
import { screen, within } from '@testing-library/react';
import {
  renderRoute,
  resetStorage,
  storeACommunity as storeCommunityOnly,
} from '../../../__tests__/render-route';
import { serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const settings = {
  parking_allowed_hoa: 40,
  parking_allowed_unit: 4,
  parking_allowed_renter: 2,
  owner_free_parking_spots: 2,
  renter_free_parking_spots: 1,
  season_adjust_unit: 1,
  season_adjust_renter: 0,
};

describe('help numbers from the settings', () => {
  it('are the allowances every unit gets: settings minus the seasonal adjustment (spec §9)', () => {
    expect(Object.fromEntries(helpNumbers(settings).map((n) => [n.key, n.value]))).toEqual({
      unit_spaces: 3,
      renter_spaces: 2,
      owner_free_spots: 2,
      renter_free_spots: 1,
      lot_spaces: 40,
      checkout_days: 60,
    });
    expect(fillHelpNumbers('<li>Up to {unit_spaces} cars, {nope} stays</li>', settings)).toBe(
      '<li>Up to 3 cars, {nope} stays</li>',
    );
  });

  it('fill the owner help and its numbers panel on the help page', async () => {
    resetStorage();
    const stored: Community = storeCommunityOnly({
      ...settings,
      parking_allowed_unit: 5,
      help_text: {
        ...aCommunity().help_text,
        owner: '<p>Up to {unit_spaces} vehicles per unit.</p>',
      },
    });
    serveShell({}, stored);
    renderRoute('/helptabs/owner');
    // The help page is a lazy chunk: it may take a moment to arrive.
    expect(
      await screen.findByText('Up to 4 vehicles per unit.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const numbers = screen.getByLabelText('Parking rules in numbers', { selector: 'dl' });
    expect(within(numbers).getByText('Vehicles onsite per unit').nextSibling).toHaveTextContent(
      '4',
    );
    expect(within(numbers).getByText('Free owner spots per unit').nextSibling).toHaveTextContent(
      '2',
    );
  }, 20_000);
});
