import { session } from '@parking/shared/session';
import { renderInPortal } from '@parking/shared/testing';
import { screen } from '@testing-library/react';
import renterPages from '../routes';

describe('renter-app ./routes', () => {
  it('exposes the page the shell routes to renter-app', () => {
    expect(Object.keys(renterPages)).toEqual(['renterdashboard']);
  });

  it("shows 'Renter Dashboard', the community name, 'Unit: {unit}' and a clock", () => {
    sessionStorage.clear();
    session.set('hoaname', 'Demo Gardens');
    session.set('unitnumber', '101');
    const Page = renterPages.renterdashboard;
    const { container } = renderInPortal(<Page />);

    expect(screen.getByRole('heading', { name: 'Renter Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Demo Gardens')).toBeInTheDocument();
    expect(screen.getByText('Unit: 101')).toBeInTheDocument();
    expect(container.querySelector('time')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'renter');
  });
});
