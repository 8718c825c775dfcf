// The patrol page as the route shows it: the plate lookup (features/enforce) with, for an
// administrator, the tow list (features/tow-list) below it. Features never import each other;
// pages in app/ compose them (docs/architecture.md, "Inside an app").
import { EnforcePage } from '../../../features/enforce/components/enforce-page';
import { TowListPanel } from '../../../features/tow-list/components/tow-list-panel';

export function EnforceRoutePage() {
  return <EnforcePage towList={<TowListPanel />} />;
}
