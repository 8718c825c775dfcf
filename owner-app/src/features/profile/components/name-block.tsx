// spec §2 profile: first name, last name, phone and the read-only unit number (changename).
import { useState } from 'react';
import { changeName } from '@parking/shared/api';
import { SUCCESS } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import { FieldGrid, TextField } from '@parking/shared/ui';
import { ProfileBlock, useProfileAction } from '@parking/shared/features';

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

  const submit = async () => {
    const name = `${form.fname.trim()} ${form.lname.trim()}`.trim();
    const saved = await action.run(
      () =>
        changeName({
          which: 'owner',
          userid: session.get('userid') ?? '',
          name,
          fname: form.fname.trim(),
          lname: form.lname.trim(),
          unitnumber,
          phone: form.phone.trim(),
        }),
      SUCCESS.changeName,
    );
    if (!saved) return;
    session.set('username', name);
    session.set('userprofile', {
      first_name: form.fname.trim(),
      last_name: form.lname.trim(),
      phone: form.phone.trim(),
    });
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
