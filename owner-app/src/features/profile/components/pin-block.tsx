// spec §2 profile: the PIN renters need to check in (changepin, a mutation that refreshes the
// owners queries: docs/adr/0011).
import { useState } from 'react';
import { SUCCESS, pinRuleError } from '@parking/shared/domain';
import { TextField } from '@parking/shared/ui';
import { ProfileBlock, useChangePin, useProfileAction } from '@parking/shared/features';

export function PinBlock() {
  const [pincode, setPincode] = useState('');
  const action = useProfileAction();
  const change = useChangePin();

  const submit = async () => {
    // spec §5 names 'Pin Code field is required' for the owner forms; 4-8 digits.
    const pinError = pinRuleError(pincode);
    if (pinError) {
      action.showErrors({ pincode: pinError });
      return;
    }
    const saved = await action.run(() => change.mutateAsync(pincode), SUCCESS.changePin);
    if (saved) setPincode('');
  };

  return (
    <ProfileBlock
      title="Change PIN"
      message={action.message}
      saving={action.saving}
      onSubmit={() => void submit()}
    >
      <TextField
        label="PIN"
        name="pincode"
        inputMode="numeric"
        autoComplete="off"
        value={pincode}
        error={action.fieldErrors.pincode}
        onChange={(e) => setPincode(e.target.value)}
      />
    </ProfileBlock>
  );
}
