// The query of each server-paged list (docs/adr/0010, 0011): key and fetcher together, so a
// panel and a prefetch (the shell at login) ask for the very same cache entry.
import { queryOptions } from '@tanstack/react-query';
import {
  getActiveVehiclesPage,
  getAllNotificationsPage,
  getAllOwnersPage,
  getAllVehiclesPage,
  getAllViolationsPage,
  getCarUsagePage,
} from '../../api';
import { queryKeys } from '../../data';
import {
  OWNER_DEFAULT_SORT,
  type CarUsagePageRequest,
  type NotificationPageRequest,
  type OnsitePageRequest,
  type OwnerPageRequest,
  type VehiclePageRequest,
  type ViolationPageRequest,
} from '../../domain';
import { PHONE_MEDIA_QUERY } from '../../ui/theme';

/** Rows per page: a page is small on the wire, and only its visible rows are rendered. */
export const LIST_PAGE_SIZE = 100;
/** Phones show cards in the page's own scroll: a shorter page keeps the page buttons near. */
export const PHONE_PAGE_SIZE = 25;

/** The page size of the layout the window has now (spec §9: phones below 800 px). */
export function pageSizeForWindow(): number {
  const phone =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE_MEDIA_QUERY).matches;
  return phone ? PHONE_PAGE_SIZE : LIST_PAGE_SIZE;
}

export const ownersPageQuery = (request: OwnerPageRequest) =>
  queryOptions({
    queryKey: queryKeys.owners.list(request.hoaid, { ...request }),
    queryFn: ({ signal }) => getAllOwnersPage(request, { signal }),
  });

export const vehiclesPageQuery = (request: VehiclePageRequest) =>
  queryOptions({
    queryKey: queryKeys.vehicles.list(request.hoaid, { ...request }),
    queryFn: ({ signal }) => getAllVehiclesPage(request, { signal }),
  });

export const onsitePageQuery = (request: OnsitePageRequest) =>
  queryOptions({
    queryKey: queryKeys.vehicles.onsite(request.hoaid, { ...request }),
    queryFn: ({ signal }) => getActiveVehiclesPage(request, { signal }),
  });

export const violationsPageQuery = (request: ViolationPageRequest) =>
  queryOptions({
    queryKey: queryKeys.violations.list(request.hoaid, { ...request }),
    queryFn: ({ signal }) => getAllViolationsPage(request, { signal }),
  });

export const notificationsPageQuery = (request: NotificationPageRequest) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(request.hoaid, { ...request }),
    queryFn: ({ signal }) => getAllNotificationsPage(request, { signal }),
  });

export const carUsagePageQuery = (request: CarUsagePageRequest) =>
  queryOptions({
    queryKey: queryKeys.reports.report(request.hoaid, request.which, { ...request }),
    queryFn: ({ signal }) => getCarUsagePage(request, { signal }),
  });

/**
 * The first page the Owners panel asks for: the admin dashboard's first panel and the read-only
 * owners page. The shell prefetches it while admin-app loads (no idle gap at login).
 */
export function firstOwnersRequest(
  hoaid: string,
  pageSize: number = LIST_PAGE_SIZE,
): OwnerPageRequest {
  return {
    hoaid,
    page: 1,
    pageSize,
    sort: OWNER_DEFAULT_SORT.sort,
    order: OWNER_DEFAULT_SORT.order,
  };
}
