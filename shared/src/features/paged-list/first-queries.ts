// The first data a role's home page asks for, started as soon as the user signs in: the shell
// prefetches it through the page's one QueryClient while the role's remote is still loading, so
// the page finds its rows in the cache (or on their way) when it renders (no idle gap
// between the remote resolving and its first data call).
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../../domain';
import { firstOwnersRequest, ownersPageQuery, pageSizeForWindow } from './list-queries';

export function prefetchFirstQueries(role: Role, hoaid: string, client: QueryClient): void {
  if (!hoaid) return;
  // The admin dashboard opens on Owners; the read-only role's page is the owners list.
  if (role === 'admin' || role === 'readonly') {
    void client.prefetchQuery(ownersPageQuery(firstOwnersRequest(hoaid, pageSizeForWindow())));
    return;
  }
  // The owner's and the renter's dashboards open on the unit's vehicles; that code is a small
  // chunk fetched beside the remote, so the login page's JavaScript stays as it was
  // (e2e/login-js-budget.json).
  if (role === 'owner' || role === 'renter') {
    void import('./unit-first-queries').then(({ prefetchUnitVehicles }) =>
      prefetchUnitVehicles(role, hoaid, client),
    );
  }
}

/** Fetches the owner's and renter's first-query code ahead of a sign-in (the first interaction). */
export function prefetchFirstQueryCode(): void {
  import('./unit-first-queries').catch(() => undefined);
}
