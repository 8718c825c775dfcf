// get_all_owners, paged (docs/adr/0010): the community's open accounts, sorted and filtered by
// the server, with the count of all that match. Patrol logins only with role 'patrol'.
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import {
  OWNER_DEFAULT_SORT,
  type Owner,
  type OwnerListFilters,
  type OwnerSortKey,
} from '@parking/shared/domain';
import type { Executor } from '../client';
import { users } from '../schema';
import { toOwner } from './admin-owners';
import type { CommunityRow } from './communities';
import {
  bytes,
  folded,
  pageOfTable,
  pageWindow,
  resolveSort,
  textFilter,
  type PageInput,
  type PageResult,
} from './paging';

export type OwnerPageInput = PageInput<OwnerSortKey> & OwnerListFilters;

const ownerSorts: Record<OwnerSortKey, SQL[]> = {
  name: [folded(users.last_name), folded(users.first_name)],
  email: [bytes(users.email)],
  phone: [bytes(users.phone)],
  role: [bytes(users.role)],
  unitnumber: [bytes(users.unitnumber), bytes(users.email)],
};

export async function pageOwners(
  db: Executor,
  community: CommunityRow,
  input: OwnerPageInput,
): Promise<PageResult<Owner>> {
  const window = pageWindow(input);
  const where = and(
    eq(users.hoaid, community.hoaid),
    isNull(users.closed_at),
    // Patrol logins have no unit or allowances: listed only when asked for (docs/adr/0030).
    input.role ? eq(users.role, input.role) : ne(users.role, 'patrol'),
    textFilter(input.q, [
      users.first_name,
      users.last_name,
      users.email,
      users.phone,
      users.unitnumber,
    ]),
  );
  const { sort, order } = resolveSort(input, OWNER_DEFAULT_SORT);
  return pageOfTable(
    db,
    {
      table: users,
      where,
      sortBy: ownerSorts[sort],
      order,
      toRow: (row) => toOwner(row, community),
    },
    window,
  );
}
