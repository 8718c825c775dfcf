import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import styled from 'styled-components';

let purifier: Purifier | null = null;

// A private DOMPurify instance, so the hook below does not change sanitising elsewhere.
function getPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // Links may open a new tab (help pages link to offsite parking information), but must not
      // hand the portal's window to the other site or navigate the portal's own frames.
      if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Community-supplied HTML (help text, terms and conditions) made safe to show: no scripts, no
 * event handlers, no javascript: URLs, no frames or forms. The server sanitises on save as
 * well; this is the second check on display (ARCHITECTURE.md).
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
  });
}

const Content = styled.div`
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }

  img {
    max-width: 100%;
    height: auto;
  }
`;

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders community-supplied HTML after sanitising it. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
