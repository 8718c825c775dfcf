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
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getHoaData().then(
      (community) => setContacts(sortContacts(community.contact_information ?? [])),
      (failure: unknown) => setError(apiErrorMessage(failure)),
    );
  }, []);

  const commit = async () => {
    const numbered = renumber(contacts);
    try {
      await updateContactInfo({ hoaid: session.get('hoaid') ?? '', contact_information: numbered });
      setContacts(numbered);
      publishSuccess(SUCCESS.contactUpdate);
      storeCommunity(await getHoaData());
    } catch (failure) {
      reportApiError(failure);
    }
  };

  return { contacts, setContacts, error, commit };
}
