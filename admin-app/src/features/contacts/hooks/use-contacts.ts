// spec §2 Contact Information: loads the community's contacts (the hoa_data query) and commits
// the edited list (update_contact_info); a commit refreshes every community query of the page
// (docs/adr/0011), so the help pages show the committed list.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { updateContactInfo } from '@parking/shared/api';
import { SUCCESS, type ContactEntry } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  apiErrorMessage,
  reportApiError,
  signedInCommunityQuery,
  useInvalidateCommunity,
} from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { renumber, sortContacts } from '../contact-list';

export function useContacts() {
  const hoaid = session.get('hoaid') ?? '';
  const loaded = useQuery(signedInCommunityQuery(hoaid));
  const invalidateCommunity = useInvalidateCommunity();
  const [contacts, setContacts] = useState<ContactEntry[]>([]);
  /** The list as the server has it (last load or Commit): what the local edits differ from. */
  const [saved, setSaved] = useState<ContactEntry[]>([]);

  // The server's list replaces the shown one when it loads or changes; the same answer twice is
  // the same object (structural sharing), so a refresh never throws away edits.
  const serverContacts = loaded.data?.contact_information;
  useEffect(() => {
    if (serverContacts === undefined) return;
    const list = sortContacts(serverContacts);
    setContacts(list);
    setSaved(list);
  }, [serverContacts]);

  const save = useMutation({
    mutationFn: (list: ContactEntry[]) => updateContactInfo({ hoaid, contact_information: list }),
    onSuccess: async (_answer, list) => {
      setContacts(list);
      setSaved(list);
      publishSuccess(SUCCESS.contactUpdate);
      await invalidateCommunity();
    },
    onError: (failure) => void reportApiError(failure),
  });

  const commit = async () => {
    await save.mutateAsync(renumber(contacts)).catch(() => undefined);
  };

  const error = loaded.error ? apiErrorMessage(loaded.error) : null;
  return { contacts, saved, setContacts, error, commit };
}
