// spec §2 Help (/helptabs/{which}): 'Application Information' with Navigation, Contact and
// Feedback toggles (only when a community name is stored). Help text and contacts come from the
// community query (docs/adr/0011): what the admin published last, not what was stored at login.
import { fillHelpNumbers } from '@parking/shared/domain';
import { useCommunityData } from '@parking/shared/features';
import { PageFrame, PageHeader, Panel, SafeHtml, ToggleButtonGroup } from '@parking/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { helpSectionFor, parseHelpWhich } from '../help-text';
import { visibleContacts } from '../visible-contacts';
import { CommentsForm } from './comments-form';
import { ContactList } from './contact-list';
import { HelpNumbersPanel } from './help-numbers-panel';
import { IconLegend } from './icon-legend';

type HelpTab = 'navigation' | 'contact' | 'feedback';

/** Help text with nothing to read (unset, empty paragraphs, spaces) shows no card. */
function hasHelpText(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<(img|video|iframe|table)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

const TABS: { value: HelpTab; label: string }[] = [
  { value: 'navigation', label: 'Navigation' },
  { value: 'contact', label: 'Contact' },
  { value: 'feedback', label: 'Feedback' },
];

export default function HelpPage() {
  const which = parseHelpWhich(useParams().which);
  const user = useSessionUser();
  const [tab, setTab] = useState<HelpTab>('navigation');
  const { community } = useCommunityData(user.hoaid);
  const section = helpSectionFor(which, user.role);
  const withCommunity = user.hoaname !== null && community !== null;
  const shownTab = withCommunity ? tab : 'navigation';

  return (
    <PageFrame>
      <PageHeader
        title="Application Information"
        subtitle={user.hoaname ?? undefined}
        actions={
          withCommunity ? (
            <ToggleButtonGroup
              label="Help sections"
              options={TABS}
              value={shownTab}
              onChange={setTab}
            />
          ) : undefined
        }
      />
      {shownTab === 'navigation' ? (
        <>
          {hasHelpText(community?.help_text[section.topic]) ? (
            <Panel title={section.title}>
              <SafeHtml
                html={
                  community
                    ? fillHelpNumbers(community.help_text[section.topic] ?? '', community)
                    : ''
                }
              />
            </Panel>
          ) : null}
          {community && section.topic !== 'admin' ? (
            <HelpNumbersPanel community={community} />
          ) : null}
          <Panel title="Icons">
            <IconLegend />
          </Panel>
        </>
      ) : null}
      {shownTab === 'contact' && community ? (
        <Panel title="Contact Information">
          <ContactList
            contacts={visibleContacts(community.contact_information, user.role)}
            parkingInformationUrl={community.parking_information_url}
          />
        </Panel>
      ) : null}
      {shownTab === 'feedback' && community ? (
        <Panel title="Comments">
          <CommentsForm hoaid={community.hoaid} />
        </Panel>
      ) : null}
    </PageFrame>
  );
}
