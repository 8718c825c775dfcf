import { PageFrame } from '@parking/shared/ui';
import type { ReactNode } from 'react';

/** The root of every renter-app page; data-boundary shows who owns this part of the screen. */
export function RenterPageFrame({ children }: { children: ReactNode }) {
  return <PageFrame data-boundary="renter">{children}</PageFrame>;
}
