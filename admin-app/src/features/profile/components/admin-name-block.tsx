// spec §2 Admin profile: name and phone (changeadminname with which 'admin').
import { useState } from 'react';
import { changeAdminName } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import { FieldGrid, TextField } from '@parking/shared/ui';
import { ProfileBlock, useProfileAction } from '@parking/shared/features';

export function AdminNameBlock() {
  const [form, setForm] = useState(() => ({
    name: session.get('username') ?? '',
    phone: session.get('userprofile')?.phone ?? '',
  }));
  const action = useProfileAction();

  const submit = async () => {
    const name = form.name.trim();
    const saved = await action.run(
      () =>
        changeAdminName({
          which: 'admin',
          userid: session.get('userid') ?? '',
          name,
          phone: form.phone,
        }),
      SUCCESS.changeName,
    );
    if (!saved) return;
    session.set('username', name);
    const profile = session.get('userprofile');
    if (profile) session.set('userprofile', { ...profile, phone: form.phone });
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
