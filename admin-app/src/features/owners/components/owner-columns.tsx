// spec §2 Owners: name, email, phone, role, unit, pin, parking, renter (renter spaces minus the
// renter free parking) and the row's actions; sortable by last name and unit. The numbers are
// the effective ones the server enforces; a unit's own exception is marked (docs/adr/0007).
import type { ReactNode } from 'react';
import { allowanceExceptions, type Owner } from '@parking/shared/domain';
import type { TableColumn } from '@parking/shared/ui';

export function ownerColumns(actions: (owner: Owner) => ReactNode): TableColumn<Owner>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (o) => `${o.first_name} ${o.last_name}`,
    },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'role', header: 'Role' },
    { key: 'unitnumber', header: 'Unit', sortKey: 'unitnumber' },
    { key: 'pincode', header: 'Pin' },
    {
      key: 'parking_allowed',
      header: 'Parking',
      render: (o) => marked(o.parking_allowed, isException(o, 'parking_allowed')),
    },
    {
      key: 'renter',
      header: 'Renter',
      render: (o) =>
        marked(
          Math.max(0, o.parking_allowed_renter - o.renter_free_parking),
          isException(o, 'parking_allowed_renter') || isException(o, 'renter_free_parking'),
        ),
    },
    { key: 'action', header: 'Action', render: actions },
  ];
}

const isException = (owner: Owner, key: keyof Owner['unit_allowance']) =>
  owner.unit_allowance ? allowanceExceptions(owner.unit_allowance).includes(key) : false;

/** An exception reads "5 (unit)"; a community default is the plain number. */
function marked(value: number, exception: boolean): ReactNode {
  if (!exception) return value;
  return (
    <span title="Set for this unit (not the community default)">
      {value} <small>(unit)</small>
    </span>
  );
}
