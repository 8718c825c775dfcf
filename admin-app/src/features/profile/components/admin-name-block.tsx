// spec §2 Admin profile: name and phone (changeadminname with which 'admin', a mutation that
// updates the session copy and refreshes the owners queries: docs/adr/0011).
import { useState } from 'react';
import { SUCCESS } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import { FieldGrid, TextField } from '@parking/shared/ui';
import { ProfileBlock, useChangeAdminName, useProfileAction } from '@parking/shared/features';

export function AdminNameBlock() {
  const [form, setForm] = useState(() => ({
    name: session.get('username') ?? '',
    phone: session.get('userprofile')?.phone ?? '',
  }));
  const action = useProfileAction();
  const change = useChangeAdminName();

  const submit = async () => {
    await action.run(() => change.mutateAsync(form), SUCCESS.changeName);
  };

  return (
    <ProfileBlock
      title="Name and phone"
      message={action.message}
      saving={action.saving}
      onSubmit={() => void submit()}
    >
      <FieldGrid $minColumnWidth={180}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          error={action.fieldErrors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          error={action.fieldErrors.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
        />
      </FieldGrid>
    </ProfileBlock>
  );
}
