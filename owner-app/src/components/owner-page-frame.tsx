import { PageFrame } from '@parking/shared/ui';
import type { ReactNode } from 'react';

/** The root of every owner-app page; data-boundary shows who owns this part of the screen. */
export function OwnerPageFrame({ children }: { children: ReactNode }) {
  return <PageFrame data-boundary="owner">{children}</PageFrame>;
}
