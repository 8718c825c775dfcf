// A help text with nothing to read shows no empty card (a fresh visitor saw an
// empty 'General Help').
import type { HelpText } from '@parking/shared/domain';
import { screen } from '@testing-library/react';
import { renderRoute, resetStorage, storeACommunity } from '../../../__tests__/render-route';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const noHelpText: HelpText = {
  general: '',
  permissions: '',
  owner: '',
  owner_tc: '',
  renter: '',
  renter_tc: '',
  admin: '',
};

beforeEach(() => resetStorage());

describe('help page without help text', () => {
  it('shows no General Help card to a fresh visitor, only the icon legend', async () => {
    renderRoute('/helptabs/landing');
    expect(
      await screen.findByRole('heading', { name: 'Icons' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'General Help' })).not.toBeInTheDocument();
  });

  it('shows no card for a help text of empty paragraphs', async () => {
    storeACommunity({
      help_text: { ...noHelpText, general: '<p> </p><p>&nbsp;</p>' },
    });
    renderRoute('/helptabs/landing');
    expect(
      await screen.findByRole('heading', { name: 'Icons' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'General Help' })).not.toBeInTheDocument();
  });

  it('shows the card once the community has a general help text', async () => {
    storeACommunity({
      help_text: { ...noHelpText, general: '<p>Park nose in.</p>' },
    });
    renderRoute('/helptabs/landing');
    expect(
      await screen.findByRole('heading', { name: 'General Help' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Park nose in.')).toBeInTheDocument();
  });
});
