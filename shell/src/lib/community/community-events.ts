import { Subject, type Observable } from 'rxjs';

const stored = new Subject<string>();

/**
 * The shell's own signal that a community record was stored in the session (the shared bus
 * has no such event: only the shell loads communities), so the nav bar shows its name at once.
 */
export const communityStored$: Observable<string> = stored.asObservable();

export function announceCommunityStored(hoaid: string): void {
  stored.next(hoaid);
}
