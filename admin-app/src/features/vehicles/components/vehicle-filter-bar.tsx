// spec §2 All Vehicles: the type, unit and onsite filters, and a search (10,000
// vehicles are found by the server, not by scrolling).
import { FieldGrid, SelectField, TextField } from '@parking/shared/ui';
import {
  ANY,
  type OnsiteFilter,
  type TypeFilter,
  type VehicleFilterValues,
} from '../hooks/vehicle-filters';

const typeOptions = [
  { value: 'any', label: 'any' },
  { value: 'renter', label: 'renter' },
  { value: 'owner', label: 'owner' },
];
const onsiteOptions = [
  { value: 'any', label: 'any' },
  { value: 'No', label: 'No' },
  { value: 'Yes', label: 'Yes' },
];

export interface VehicleFilterBarProps {
  value: VehicleFilterValues;
  units: readonly string[];
  onChange: (value: VehicleFilterValues) => void;
}

export function VehicleFilterBar({ value, units, onChange }: VehicleFilterBarProps) {
  return (
    <FieldGrid>
      <TextField
        label="Search"
        type="search"
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
      />
      <SelectField
        label="Type"
        options={typeOptions}
        value={value.type}
        onChange={(e) => onChange({ ...value, type: e.target.value as TypeFilter })}
      />
      <SelectField
        label="Unit"
        options={[{ value: ANY, label: 'any' }, ...units.map((u) => ({ value: u, label: u }))]}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value })}
      />
      <SelectField
        label="Onsite"
        options={onsiteOptions}
        value={value.onsite}
        onChange={(e) => onChange({ ...value, onsite: e.target.value as OnsiteFilter })}
      />
    </FieldGrid>
  );
}
