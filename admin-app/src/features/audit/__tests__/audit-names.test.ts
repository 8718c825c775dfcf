// The audit log's changes (screen and CSV) read the names the screens use, not codes
// (docs/adr/0026-owner-day-in-one-tap.md).
import { auditEntry } from '@parking/shared/testing';
import { auditCsvRow, changeLines, valueText } from '../audit-text';

describe('audit values in names', () => {
  it('reads vehicle types and owner types by name', () => {
    expect(valueText('CAR', 'vehicle_type')).toBe('Car');
    expect(valueText('TRUCK', 'vehicle_type')).toBe('Truck/Van');
    expect(valueText('longterm', 'carownertype')).toBe('Long-term guest');
    expect(valueText('owner', 'payer_role')).toBe('Owner');
    // Other fields keep their values.
    expect(valueText('CAR', 'plate')).toBe('CAR');
  });

  it('puts the names in the change lines the CSV carries', () => {
    const entry = {
      before: { vehicle_type: 'CAR', carownertype: 'family' },
      after: { vehicle_type: 'MOTORCYCLE', carownertype: 'owner' },
    };
    expect(changeLines(entry)).toEqual([
      'vehicle_type: Car → Motorcycle',
      'carownertype: Family → Owner',
    ]);
    const row = auditCsvRow(auditEntry({ ...entry, action: 'update' }), 'America/New_York');
    expect(row.at(-1)).toContain('vehicle_type: Car → Motorcycle');
    expect(row.join(',')).not.toMatch(/\bCAR\b/);
  });
});
