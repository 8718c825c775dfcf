import { useEffect, useState } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';
import styled from 'styled-components';

let purifier: Promise<Purifier> | null = null;

// DOMPurify is loaded on first use, so pages without community HTML (the login page) do not
// download it. A private instance, so the hook below does not change sanitising elsewhere.
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: createPurifier }) => {
    const instance = createPurifier(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      // Links may open a new tab (help pages link to offsite parking information), but must not
      // hand the portal's window to the other site or navigate the portal's own frames.
      if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return instance;
  });
  return purifier;
}

/**
 * Community-supplied HTML (help text, terms and conditions) made safe to show: no scripts, no
 * event handlers, no javascript: URLs, no frames or forms. The server sanitises on save as
 * well; this is the second check on display (docs/product-rules.md: help texts).
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (typeof window === 'undefined' || !html) return '';
  const instance = await loadPurifier();
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

/** Renders community-supplied HTML after sanitising it; nothing shows until it is clean. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  const source = html ?? '';
  useEffect(() => {
    if (!source) return undefined;
    let current = true;
    void sanitizeHtml(source).then((result) => {
      if (current) setClean({ source, html: result });
    });
    return () => {
      current = false;
    };
  }, [source]);
  // Never show a previous text's markup for a new one while it is being sanitised.
  const shown = clean?.source === source ? clean.html : '';
  return (
    <Content
      className={className}
      aria-busy={shown === '' && source !== ''}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
