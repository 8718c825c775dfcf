import { ToggleButtonGroup } from './toggle-button-group';

export type PlatesOrRecords = 'plates' | 'records';

export interface PlatesRecordsToggleProps {
  value: PlatesOrRecords;
  onChange: (value: PlatesOrRecords) => void;
  /** Names the switch, e.g. "Onsite Vehicles view". */
  label?: string;
}

const options = [
  { value: 'plates', label: 'Plates' },
  { value: 'records', label: 'Records' },
] as const;

/** spec §2: switches a list between its full records and a plates-only card view. */
export function PlatesRecordsToggle({
  value,
  onChange,
  label = 'Plates or records',
}: PlatesRecordsToggleProps) {
  return (
    <ToggleButtonGroup
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      size="sm"
    />
  );
}
