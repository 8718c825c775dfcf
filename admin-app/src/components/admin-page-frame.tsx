import { PageFrame } from '@parking/shared/ui';
import type { ReactNode } from 'react';

/** The root of every admin-app page; data-boundary shows who owns this part of the screen. */
export function AdminPageFrame({ children }: { children: ReactNode }) {
  return <PageFrame data-boundary="admin">{children}</PageFrame>;
}
