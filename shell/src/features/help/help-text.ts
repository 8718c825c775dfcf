// spec §2 Help: which help text the page shows for /helptabs/{which}.
import type { HelpTopic, Role } from '@parking/shared/domain';
import { HELP_WHICH, type HelpWhich } from '../../config/paths';

export interface HelpSection {
  title: string;
  topic: HelpTopic;
}

const FIXED: Record<Exclude<HelpWhich, 'app'>, HelpSection> = {
  landing: { title: 'General Help', topic: 'general' },
  owner: { title: 'Owner Help', topic: 'owner' },
  renter: { title: 'Renter Help', topic: 'renter' },
  admin: { title: 'Admin Help', topic: 'admin' },
};

export function parseHelpWhich(value: string | undefined): HelpWhich {
  return HELP_WHICH.find((which) => which === value) ?? 'landing';
}

/** The app text follows the role; spec §2: "for the app text, admin help is labelled as owner help". */
export function helpSectionFor(which: HelpWhich, role: Role | null): HelpSection {
  if (which !== 'app') return FIXED[which];
  switch (role) {
    case 'admin':
      return { title: 'Owner Help', topic: 'admin' };
    case 'owner':
    case 'readonly':
      return FIXED.owner;
    case 'renter':
      return FIXED.renter;
    case 'patrol':
    case null:
      return FIXED.landing;
  }
}
