// The unsubscribe link's page: opened from a mail without signing in, so the server
// writes it itself, in the portal's colours (shared/src/ui/theme.ts) and readable on a phone.
import { escapeHtml } from '../../mail/templates/layout';

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
         background: #eef2f6; color: #1f2933; line-height: 1.5; }
  header { background: #2f6db5; color: #ffffff; padding: 0.75rem 1.25rem; font-weight: 600; }
  main { max-width: 36rem; margin: 2.5rem auto; padding: 1.5rem; background: #ffffff;
         border: 1px solid #cbd2d9; border-radius: 8px; }
  @media (max-width: 799px) { main { margin: 1rem; } }
  h1 { margin: 0 0 0.75rem; font-size: 1.5rem; }
  p, form { margin: 0 0 1.25rem; }
  main > :last-child { margin-bottom: 0; }
  button { font: inherit; font-weight: 600; color: #ffffff; background: #2f6db5; border: 0;
           border-radius: 6px; min-height: 40px; padding: 0 1.25rem; cursor: pointer; }
  button:hover { background: #255a96; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
  a { color: #255a96; }
`;

/** A page with a title, one paragraph and, optionally, a form under it. */
export function unsubscribePage(title: string, text: string, form = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header>Parking portal</header><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}<p><a href="/">Open the parking portal</a></p></main></body></html>`;
}

/** The confirm button posts back to the link itself (CSP form-action 'self'). */
export const CONFIRM_FORM = '<form method="post"><button type="submit">Unsubscribe</button></form>';
