// spec §2 Contact Information: loads the community's contacts and commits the edited list
// (update_contact_info), then stores the re-read community.
import { useEffect, useState } from 'react';
import { getHoaData, updateContactInfo } from '@parking/shared/api';
import { SUCCESS, type ContactEntry } from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import { apiErrorMessage, reportApiError } from '@parking/shared/features';
import { session, storeCommunity } from '@parking/shared/session';
import { renumber, sortContacts } from '../contact-list';

export function useContacts() {
  const [contacts, setContacts] = useState<ContactEntry[]>([]);
  /** The list as the server has it (last load or Commit): what the local edits differ from. */
  const [saved, setSaved] = useState<ContactEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getHoaData().then(
      (community) => {
        const loaded = sortContacts(community.contact_information ?? []);
        setContacts(loaded);
        setSaved(loaded);
      },
      (failure: unknown) => setError(apiErrorMessage(failure)),
    );
  }, []);

  const commit = async () => {
    const numbered = renumber(contacts);
    try {
      await updateContactInfo({ hoaid: session.get('hoaid') ?? '', contact_information: numbered });
      setContacts(numbered);
      setSaved(numbered);
      publishSuccess(SUCCESS.contactUpdate);
      storeCommunity(await getHoaData());
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { contacts, saved, setContacts, error, commit };
}
