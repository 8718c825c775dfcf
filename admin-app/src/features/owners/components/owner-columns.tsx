// spec §2 Owners: name, email, phone, role, unit, pin, parking, renter (renter spaces minus the
// renter free parking) and the row's actions; sortable by last name and unit.
import type { ReactNode } from 'react';
import type { Owner } from '@parking/shared/domain';
import type { TableColumn } from '@parking/shared/ui';

export function ownerColumns(actions: (owner: Owner) => ReactNode): TableColumn<Owner>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortValue: (o) => o.last_name.toLowerCase(),
      render: (o) => `${o.first_name} ${o.last_name}`,
    },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'role', header: 'Role' },
    { key: 'unitnumber', header: 'Unit', sortValue: (o) => o.unitnumber },
    { key: 'pincode', header: 'Pin' },
    { key: 'parking_allowed', header: 'Parking' },
    {
      key: 'renter',
      header: 'Renter',
      render: (o) => o.parking_allowed_renter - o.renter_free_parking,
    },
    { key: 'action', header: 'Action', render: actions },
  ];
}
