// spec §2 Help Text Editor: the seven topics, in the product's order and words.
import type { HelpTopic } from '@parking/shared/domain';

export const helpTopics: readonly { value: HelpTopic; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'permissions', label: 'Permissions' },
  { value: 'owner', label: 'Owner' },
  { value: 'owner_tc', label: 'Owner TC' },
  { value: 'renter', label: 'Renter' },
  { value: 'renter_tc', label: 'Renter TC' },
  { value: 'admin', label: 'Admin' },
];

export function topicLabel(topic: HelpTopic): string {
  return helpTopics.find((t) => t.value === topic)?.label ?? topic;
}
