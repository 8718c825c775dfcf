// spec §2 / §5 Contact: id (not editable while adding), description, phone number or e-mail,
// sort order and display category.
import { useState } from 'react';
import {
  DISPLAY_CATEGORIES,
  validateContact,
  type ContactEntry,
  type DisplayCategory,
} from '@parking/shared/domain';
import { FieldGrid, PopupForm, SelectField, TextField } from '@parking/shared/ui';

export interface ContactFormProps {
  mode: 'add' | 'modify';
  initial: ContactEntry;
  onSave: (entry: ContactEntry) => void;
  onClose: () => void;
}

export function ContactForm({ mode, initial, onSave, onClose }: ContactFormProps) {
  const [form, setForm] = useState({ ...initial, sort_order: String(initial.sort_order) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (
    key: 'contact_id' | 'phone_description' | 'phone_number' | 'email' | 'sort_order',
  ) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  const submit = () => {
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    onSave({ ...form, sort_order: Number(form.sort_order) });
    onClose();
    return false;
  };

  return (
    <PopupForm
      open
      title={mode === 'add' ? 'Add Contact' : 'Modify Contact'}
      onSubmit={submit}
      onClose={onClose}
    >
      <FieldGrid>
        <TextField label="Id" readOnly={mode === 'add'} {...text('contact_id')} />
        <TextField label="Description" {...text('phone_description')} />
        <TextField label="Phone number" type="tel" {...text('phone_number')} />
        <TextField label="Email" type="email" {...text('email')} />
        <TextField label="Sort order" inputMode="numeric" {...text('sort_order')} />
        <SelectField
          label="Display category"
          options={DISPLAY_CATEGORIES.map((c) => ({ value: c, label: c }))}
          value={form.display_category}
          onChange={(e) =>
            setForm({ ...form, display_category: e.target.value as DisplayCategory })
          }
        />
      </FieldGrid>
    </PopupForm>
  );
}
