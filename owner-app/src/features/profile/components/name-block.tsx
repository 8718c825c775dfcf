// spec §2 profile: first name, last name, phone and the read-only unit number (changename, a
// mutation that updates the session copy and refreshes the owners queries: docs/adr/0011).
import { useState } from 'react';
import { SUCCESS } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import { FieldGrid, TextField } from '@parking/shared/ui';
import { ProfileBlock, useChangeName, useProfileAction } from '@parking/shared/features';

/** The login's own record when it has one; otherwise the one name split at the first space. */
function initialForm(): { fname: string; lname: string; phone: string } {
  const profile = session.get('userprofile');
  if (profile) return { fname: profile.first_name, lname: profile.last_name, phone: profile.phone };
  const [fname = '', ...rest] = (session.get('username') ?? '').trim().split(/\s+/);
  return { fname, lname: rest.join(' '), phone: '' };
}

export function NameBlock() {
  const unitnumber = session.get('unitnumber') ?? '';
  const [form, setForm] = useState(initialForm);
  const action = useProfileAction();
  const change = useChangeName();

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
          label="First name"
          name="fname"
          value={form.fname}
          error={action.fieldErrors.fname}
          onChange={(e) => setForm({ ...form, fname: e.target.value })}
        />
        <TextField
          label="Last name"
          name="lname"
          value={form.lname}
          error={action.fieldErrors.lname}
          onChange={(e) => setForm({ ...form, lname: e.target.value })}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={form.phone}
          error={action.fieldErrors.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
        />
        {/* spec §5: the unit number on the profile is not editable. */}
        <TextField label="Unit number" name="unitnumber" value={unitnumber} readOnly />
      </FieldGrid>
    </ProfileBlock>
  );
}
