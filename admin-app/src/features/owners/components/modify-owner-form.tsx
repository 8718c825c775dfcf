// spec §2 Owners → Modify Owner: email, phone, PIN, names and the unit's allowance exceptions
// ("community default" or a number, docs/adr/0007) (updateowner; a lower allowance than the
// unit's cars onsite asks first, docs/adr/0028), with
// a separate Reset Password form (changepassword, password2 sent equal to password) and, for an
// address not yet verified, Resend verification mail.
// The owner's fields are checked with the server's schema through react-hook-form
// (docs/adr/0035): a message shows after Save and clears as soon as the field is right.
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@parking/shared/api';
import {
  FAILURE,
  SUCCESS,
  modifyOwnerFormSchema,
  type ModifyOwnerValues,
  type Owner,
} from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import { checkedValues, setServerErrors, useSchemaForm } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { FieldGrid, PopupForm, TextField, useConfirm } from '@parking/shared/ui';
import { confirmOverLimits } from '../../../lib/confirm-over-limits';
import { useUpdateOwner } from '../api/owner-mutations';
import { AllowanceFields, allowanceInput, allowanceRequest } from './allowance-fields';
import { ResendVerification } from './resend-verification';
import { ResetPasswordForm } from './reset-password-form';

type TextKey = keyof ModifyOwnerValues;
type Checked = z.output<typeof modifyOwnerFormSchema>;

const textFields: readonly [TextKey, string][] = [
  ['owner_fname', 'First Name'],
  ['owner_lname', 'Last Name'],
  ['owner_email', 'Email'],
  ['owner_phone', 'Phone'],
  ['owner_pincode', 'Pin Code'],
];

export interface ModifyOwnerFormProps {
  /** The owners panel shows the form while an owner is being modified (lazyPopup). */
  open: boolean;
  owner: Owner;
  onClose: () => void;
}

export function ModifyOwnerForm({ owner, onClose }: ModifyOwnerFormProps) {
  const form = useSchemaForm<ModifyOwnerValues, Checked>(modifyOwnerFormSchema, {
    owner_fname: owner.first_name,
    owner_lname: owner.last_name,
    owner_email: owner.email,
    owner_phone: owner.phone,
    owner_pincode: owner.pincode,
  });
  const { errors } = form.formState;
  // The unit's own values, not the effective ones: a default stays a default (ADR 0007).
  const [allowance, setAllowance] = useState(allowanceInput(owner.unit_allowance));
  // The server's answer about an allowance; cleared when the admin changes the allowances.
  const [allowanceErrors, setAllowanceErrors] = useState<Record<string, string>>({});
  const { confirm, dialog } = useConfirm();
  const update = useUpdateOwner();

  const submit = async () => {
    const text = await checkedValues(form);
    if (!text) return false;
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
      const check = await update.mutateAsync({ ...request, preview: true });
      if (!(await confirmOverLimits(check, confirm))) return false;
      await update.mutateAsync(request);
      publishSuccess(SUCCESS.updateOwner);
      return true;
    } catch (failure) {
      // spec §8: the modify form's failure has a fixed text; field errors show under the fields.
      const fieldErrors = isApiError(failure) ? (failure.errors ?? {}) : {};
      setAllowanceErrors(setServerErrors(form, fieldErrors, modifyOwnerFormSchema.shape));
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
              {...form.register(key)}
              error={errors[key]?.message}
            />
          ))}
          <AllowanceFields
            field={(key) => ({
              value: allowance[key],
              error: allowanceErrors[key],
              onChange: (e) => {
                setAllowance({ ...allowance, [key]: e.target.value });
                setAllowanceErrors({});
              },
            })}
          />
        </FieldGrid>
        <ResetPasswordForm userid={owner.userid} />
        {owner.email_verified ? null : <ResendVerification userid={owner.userid} />}
      </PopupForm>
      {dialog}
    </>
  );
}
