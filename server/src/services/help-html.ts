// Help text is admin-written HTML shown to everyone (spec §2 Help, §7 updatehoahelp). It is
// sanitised on save and again on the way out (defence in depth): normal formatting, links,
// lists, headings and tables stay; scripts, styles, iframes, event handlers (onerror, ...)
// and javascript: URLs go.
import sanitizeHtml from 'sanitize-html';
import { HELP_TOPICS, type HelpText } from '@parking/shared/domain';

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
