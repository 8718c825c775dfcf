// The profile's Notifications block. Owners turn each mail kind on or off (vehicle
// onsite, receipt, checkout reminder, violation notice), admins the weekly summary; the server
// answers which kinds this user has (get_notification_preferences).
import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { getNotificationPreferences, setNotificationPreferences } from '../../api';
import { queryKeys } from '../../data';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type NotificationPreferences,
} from '../../domain';
import { VisuallyHidden } from '../../ui';
import { readSessionContext } from '../session-context';
import { ProfileBlock } from './profile-block';
import { useProfileAction } from './use-profile-action';

export const NOTIFICATIONS_TITLE = 'Notifications';
export const NOTIFICATIONS_SAVED = 'Notification settings saved';
export const NOTIFICATIONS_UNAVAILABLE = 'Your notification settings could not be loaded.';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function NotificationsBlock() {
  const { hoaid, userid } = readSessionContext();
  const key = queryKeys.notificationPreferences(hoaid, userid);
  const stored = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
    retry: false,
  });
  const [changes, setChanges] = useState<NotificationPreferences>({});
  const action = useProfileAction();
  const kinds: NotificationKind[] = stored.data?.kinds ?? [];
  const isOn = (kind: NotificationKind) => changes[kind] ?? stored.data?.preferences[kind] ?? true;

  const submit = () => {
    const all = Object.fromEntries(kinds.map((kind) => [kind, isOn(kind)]));
    void action
      .run(() => setNotificationPreferences(all), NOTIFICATIONS_SAVED, [key])
      .then((saved) => {
        if (saved) setChanges({});
      });
  };

  return (
    <ProfileBlock
      title={NOTIFICATIONS_TITLE}
      message={action.message ?? (stored.isError ? NOTIFICATIONS_UNAVAILABLE : null)}
      saving={action.saving || !stored.data}
      onSubmit={submit}
    >
      <Choices>
        <VisuallyHidden as="legend">E-mails I receive</VisuallyHidden>
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              name={kind}
              checked={isOn(kind)}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChanges((current) => ({ ...current, [kind]: checked }));
              }}
            />
            {NOTIFICATION_KIND_LABELS[kind]}
          </label>
        ))}
      </Choices>
    </ProfileBlock>
  );
}
