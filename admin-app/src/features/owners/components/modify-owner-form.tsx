// spec §2 Owners → Modify Owner: email, phone, PIN, names and the unit's allowance exceptions
// ("community default" or a number, docs/adr/0007) (updateowner; a lower allowance than the
// unit's cars onsite asks first, docs/adr/0028), with
// a separate Reset Password form (changepassword, password2 sent equal to password) and, for an
// address not yet verified, Resend verification mail.
import { useState } from 'react';
import { isApiError, updateOwner } from '@parking/shared/api';
import { FAILURE, SUCCESS, validateModifyOwner, type Owner } from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField, useConfirm } from '@parking/shared/ui';
import { confirmOverLimits } from '../../../lib/confirm-over-limits';
import { AllowanceFields, allowanceInput, allowanceRequest } from './allowance-fields';
import { ResendVerification } from './resend-verification';
import { ResetPasswordForm } from './reset-password-form';

type TextKey = 'owner_fname' | 'owner_lname' | 'owner_email' | 'owner_phone' | 'owner_pincode';

const textFields: readonly [TextKey, string][] = [
  ['owner_fname', 'First Name'],
  ['owner_lname', 'Last Name'],
  ['owner_email', 'Email'],
  ['owner_phone', 'Phone'],
  ['owner_pincode', 'Pin Code'],
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
  // The unit's own values, not the effective ones: a default stays a default (ADR 0007).
  const [allowance, setAllowance] = useState(allowanceInput(owner.unit_allowance));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { confirm, dialog } = useConfirm();

  const submit = async () => {
    const found = validateModifyOwner(text);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const request = {
      ...text,
      ...allowanceRequest(allowance),
      owner_id: owner.userid,
      owner_name: `${text.owner_fname} ${text.owner_lname}`,
      status_flag: owner.status_flag,
      hoaid: session.get('hoaid') ?? '',
    };
    try {
      // docs/adr/0028: an allowance lower than the unit's cars onsite asks the admin first.
      const check = await updateOwner({ ...request, preview: true });
      if (!(await confirmOverLimits(check, confirm))) return false;
      await updateOwner(request);
      publishSuccess(SUCCESS.updateOwner);
      onSaved();
      return true;
    } catch (failure) {
      // spec §8: the modify form's failure has a fixed text; field errors show under the fields.
      setErrors(isApiError(failure) ? failure.errors : {});
      publishError(FAILURE.updateOwner);
      return false;
    }
  };

  return (
    <>
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
          <AllowanceFields value={allowance} errors={errors} onChange={setAllowance} />
        </FieldGrid>
        <ResetPasswordForm userid={owner.userid} />
        {owner.email_verified ? null : <ResendVerification userid={owner.userid} />}
      </PopupForm>
      {dialog}
    </>
  );
}
