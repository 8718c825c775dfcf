import type { ContactEntry } from '@parking/shared/domain';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    min-width: 200px;
  }
`;

interface ContactListProps {
  contacts: readonly ContactEntry[];
  parkingInformationUrl: string;
}

export function ContactList({ contacts, parkingInformationUrl }: ContactListProps) {
  return (
    <>
      {contacts.length === 0 ? (
        <p>No contacts listed.</p>
      ) : (
        <List aria-label="Contacts">
          {contacts.map((contact) => (
            <li key={contact.contact_id}>
              <strong>{contact.phone_description}</strong>
              {contact.phone_number ? (
                <a href={`tel:${contact.phone_number}`}>{contact.phone_number}</a>
              ) : null}
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            </li>
          ))}
        </List>
      )}
      {parkingInformationUrl ? (
        <p>
          <a href={parkingInformationUrl} target="_blank" rel="noopener noreferrer">
            Offsite parking information
          </a>
        </p>
      ) : null}
    </>
  );
}
