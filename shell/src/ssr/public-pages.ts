// Which URLs are the shell's public pages the server renders (docs/adr/0034, routes.tsx), and
// the JSON encoding of the data put beside them.
import { paths } from '../config/paths';

export type PublicPage =
  | { kind: 'landing'; hoaid: string | null }
  | { kind: 'login' }
  | { kind: 'help' }
  | { kind: 'invitation'; token: string };

/** First path segments that are not a community id (routes.tsx: `/:hoaid` comes last). */
const RESERVED = new Set(
  Object.values<unknown>(paths)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split('/')[1] ?? '')
    .concat(['helptabs', 'remotes', 'api']),
);

/** The public page a path shows (routes.tsx), or null. */
export function publicPageOf(pathname: string): PublicPage | null {
  let segments: string[];
  try {
    segments = pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.at(-1) === '' && segments.length > 1) segments.pop();
  const [first = '', second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (second === undefined) {
    if (first === '') return { kind: 'landing', hoaid: null };
    if (`/${first}` === paths.login || `/${first}` === paths.renterLogin) return { kind: 'login' };
    return RESERVED.has(first) ? null : { kind: 'landing', hoaid: first };
  }
  if (first === 'helptabs' && second !== '') return { kind: 'help' };
  if (first === 'invite' && second !== '') return { kind: 'invitation', token: second };
  return null;
}

/** JSON that cannot end its <script> element nor start a comment or another tag in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
