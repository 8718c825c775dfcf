// Help text is admin-written HTML shown to everyone (spec §2 Help, §7 updatehoahelp). It is
// sanitised on save and stored that way; rows stored before that rule are cleaned once when the
// server starts (resanitizeStoredHelp), so reads never sanitise again: normal formatting, links,
// lists, headings and tables stay; scripts, styles, iframes, event handlers (onerror, ...)
// and javascript: URLs go.
import sanitizeHtml from 'sanitize-html';
import { HELP_TOPICS, type HelpText } from '@parking/shared/domain';
import type { Database } from '../db/client';
import { listHelpTexts, updateHelpText } from '../db/queries/community-settings';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'h1',
    'h2',
    'img',
    'span',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export function sanitizeHelpText(help: Partial<HelpText> | null | undefined): HelpText {
  const clean = {} as HelpText;
  for (const topic of HELP_TOPICS) clean[topic] = sanitizeHelpHtml(help?.[topic] ?? '');
  return clean;
}

/**
 * Cleans help text that reached the database without the sanitiser (an older version, a manual
 * edit). Runs at start; a community whose text is already clean is not written.
 */
export async function resanitizeStoredHelp(db: Database): Promise<number> {
  const rows = await listHelpTexts(db);
  let cleaned = 0;
  for (const row of rows) {
    const clean = sanitizeHelpText(row.help_text);
    const same = HELP_TOPICS.every((topic) => (row.help_text?.[topic] ?? '') === clean[topic]);
    if (same) continue;
    await updateHelpText(db, row.hoaid, clean);
    cleaned += 1;
  }
  return cleaned;
}
