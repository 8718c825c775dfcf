// spec §2 Comments (feedback) form: Topic, Name, Phone, Unit #, Comment, Submit; it posts
// insert_notification and reports on the status bus (spec §8 messages).
import { insertNotification } from '@parking/shared/api';
import {
  dstr,
  FAILURE,
  hasErrors,
  NOTIFY_TYPES,
  SUCCESS,
  validateComment,
  type FieldErrors,
  type NotifyType,
} from '@parking/shared/domain';
import { publishError, publishSuccess } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { Button, FieldGrid, SelectField, TextAreaField, TextField } from '@parking/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useFormTypedBeforeStart } from '../../../lib/use-form-typed-before-start';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

interface CommentFields {
  notify_type: NotifyType;
  notify_name: string;
  notify_phone: string;
  notify_unit: string;
  notify_description: string;
}

const emptyComment = (): CommentFields => ({
  notify_type: 'APPLICATION', // spec §9: default feedback type APPLICATION
  notify_name: session.get('username') ?? '',
  notify_phone: '',
  notify_unit: session.get('unitnumber') ?? '',
  notify_description: '',
});

const isNotifyType = (value: string): value is NotifyType =>
  NOTIFY_TYPES.some((type) => type.value === value);

/** HH:MM:SS of the browser's clock, as the notification's notify_time. */
const timeNow = (now: Date = new Date()): string => now.toTimeString().slice(0, 8);

export function CommentsForm({ hoaid }: { hoaid: string }) {
  const [fields, setFields] = useState(emptyComment);
  const [errors, setErrors] = useState<FieldErrors<'notify_name' | 'notify_description'>>({});
  const set = (name: keyof CommentFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  // What a visitor typed into the server-rendered form before the scripts ran is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useFormTypedBeforeStart(formRef, { ...fields }, (typed) =>
    setFields((current) => ({ ...current, ...(typed as Partial<CommentFields>) })),
  );

  // Nothing on this page lists comments, so nothing is read again; the form starts afresh.
  const sending = useMutation({
    mutationFn: (comment: CommentFields) =>
      insertNotification({
        ...comment,
        hoaid,
        notify_plate: '',
        notify_date: dstr(),
        notify_time: timeNow(),
      }),
    onSuccess: () => {
      publishSuccess(SUCCESS.notificationInsert);
      setFields(emptyComment());
    },
    onError: () => publishError(FAILURE.notificationInsert),
  });
  const busy = sending.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateComment(fields);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    sending.mutate(fields);
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Comments">
      <FieldGrid>
        <SelectField
          label="Topic"
          name="notify_type"
          options={NOTIFY_TYPES}
          value={fields.notify_type}
          onChange={(event) => {
            if (isNotifyType(event.target.value)) set('notify_type')(event.target.value);
          }}
        />
        <TextField
          label="Name"
          name="notify_name"
          value={fields.notify_name}
          error={errors.notify_name}
          onChange={(event) => set('notify_name')(event.target.value)}
        />
        <TextField
          label="Phone"
          name="notify_phone"
          type="tel"
          value={fields.notify_phone}
          onChange={(event) => set('notify_phone')(event.target.value)}
        />
        <TextField
          label="Unit #"
          name="notify_unit"
          value={fields.notify_unit}
          onChange={(event) => set('notify_unit')(event.target.value)}
        />
      </FieldGrid>
      <TextAreaField
        label="Comment"
        name="notify_description"
        rows={5}
        value={fields.notify_description}
        error={errors.notify_description}
        onChange={(event) => set('notify_description')(event.target.value)}
      />
      <div>
        <Button type="submit" icon="submit" disabled={busy}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
