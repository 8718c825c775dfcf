// The standalone sign-in every remote uses for QA: validation, the real calls in order, the
// app's role check, and where it goes next.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { VALIDATION, validateOwnerLogin } from '../../domain';
import { fakeServer } from '../../testing';
import { PortalThemeProvider } from '../../ui';
import { StandaloneLayout } from '../standalone-layout';
import { EMAIL_AND_PASSWORD, StandaloneLogin } from '../standalone-login';

function renderLogin(signIn: (hoaid: string, values: Record<string, string>) => Promise<string>) {
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route
            element={
              <StandaloneLayout
                appName="owner-app"
                links={[{ icon: 'dashboard', label: 'Dashboard', to: '/dashboard' }]}
              />
            }
          >
            <Route
              path="/login"
              element={
                <StandaloneLogin
                  title="Owner Login"
                  fields={EMAIL_AND_PASSWORD}
                  validate={validateOwnerLogin}
                  signIn={signIn}
                />
              }
            />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

describe('StandaloneLogin', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the fields before calling anything', async () => {
    const requests = fakeServer({});
    const signIn = jest.fn();
    renderLogin(signIn);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText(VALIDATION.loginEmail)).toBeVisible();
    expect(signIn).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('loads the community, signs in with trimmed values and opens the page signIn names', async () => {
    const requests = fakeServer({
      'GET /api/parking/data_for_hoa/demo2': () => ({ body: { hoaid: 'demo2', name: 'Pine' } }),
    });
    const signIn = jest.fn(async () => '/dashboard');
    renderLogin(signIn);

    const community = screen.getByLabelText('Community');
    await userEvent.clear(community);
    await userEvent.type(community, 'demo2');
    await userEvent.type(screen.getByLabelText('Email'), ' owner@demo2.test ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeVisible();
    expect(requests[0]?.url).toContain('/api/parking/data_for_hoa/demo2');
    // Passwords are taken as typed; other fields are trimmed.
    expect(signIn).toHaveBeenCalledWith('demo2', {
      email: 'owner@demo2.test',
      password: ' secret ',
    });
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  });

  it("shows signIn's refusal and stays on the login", async () => {
    fakeServer({ 'GET /api/parking/data_for_hoa/demo': () => ({ body: { hoaid: 'demo' } }) });
    renderLogin(async () => {
      throw new Error('owner-app is for owners; a@b.c signs in as admin.');
    });

    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('owner-app is for owners; a@b.c signs in as admin.'),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Owner Login' })).toBeVisible();
  });
});
