// spec §2 Owners → Modify Owner: email, phone, PIN, names and parking values (updateowner), with
// a separate Reset Password form (changepassword, password2 sent equal to password).
import { useState } from 'react';
import { updateOwner } from '@parking/shared/api';
import { FAILURE, SUCCESS, validateModifyOwner, type Owner } from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField } from '@parking/shared/ui';
import { ResetPasswordForm } from './reset-password-form';

type TextKey = 'owner_fname' | 'owner_lname' | 'owner_email' | 'owner_phone' | 'owner_pincode';
type NumberKey =
  'parking_allowed' | 'parking_allowed_renter' | 'owner_free_parking' | 'renter_free_parking';

const textFields: readonly [TextKey, string][] = [
  ['owner_fname', 'First Name'],
  ['owner_lname', 'Last Name'],
  ['owner_email', 'Email'],
  ['owner_phone', 'Phone'],
  ['owner_pincode', 'Pin Code'],
];
const numberFields: readonly [NumberKey, string][] = [
  ['parking_allowed', 'Parking Allowed'],
  ['parking_allowed_renter', 'Renter Parking Allowed'],
  ['owner_free_parking', 'Owner Free Parking'],
  ['renter_free_parking', 'Renter Free Parking'],
];

export interface ModifyOwnerFormProps {
  owner: Owner;
  onClose: () => void;
  onSaved: () => void;
}

export function ModifyOwnerForm({ owner, onClose, onSaved }: ModifyOwnerFormProps) {
  const [text, setText] = useState<Record<TextKey, string>>({
    owner_fname: owner.first_name,
    owner_lname: owner.last_name,
    owner_email: owner.email,
    owner_phone: owner.phone,
    owner_pincode: owner.pincode,
  });
  const [numbers, setNumbers] = useState<Record<NumberKey, number>>({
    parking_allowed: owner.parking_allowed,
    parking_allowed_renter: owner.parking_allowed_renter,
    owner_free_parking: owner.owner_free_parking,
    renter_free_parking: owner.renter_free_parking,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const found = validateModifyOwner(text);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    try {
      await updateOwner({
        ...text,
        ...numbers,
        owner_id: owner.userid,
        owner_name: `${text.owner_fname} ${text.owner_lname}`,
        status_flag: owner.status_flag,
        hoaid: session.get('hoaid') ?? '',
      });
      publishSuccess(SUCCESS.updateOwner);
      onSaved();
      return true;
    } catch {
      // spec §8: the modify form's failure has a fixed text.
      publishError(FAILURE.updateOwner);
      return false;
    }
  };

  return (
    <PopupForm
      open
      title="Modify Owner"
      onSubmit={submit}
      onClose={onClose}
      confirmation={SUCCESS.updateOwner}
    >
      <FieldGrid>
        {textFields.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={text[key]}
            error={errors[key]}
            onChange={(e) => setText({ ...text, [key]: e.target.value })}
          />
        ))}
        {numberFields.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={0}
            value={numbers[key]}
            onChange={(e) => setNumbers({ ...numbers, [key]: Number(e.target.value) })}
          />
        ))}
      </FieldGrid>
      <ResetPasswordForm userid={owner.userid} />
    </PopupForm>
  );
}
