// spec §2 Admin Dashboard: one main panel shows at a time, except that Violations can be open
// together with Onsite Vehicles. Closing violations returns to Onsite Vehicles; closing onsite
// vehicles leaves violations if open.
// Payments: every payment of the community, monthly totals and a CSV download.
// Occupancy and Audit (the audit log; its filters ride in the same URL).
export type MainPanel =
  'owners' | 'vehicles' | 'onsite' | 'feedback' | 'reports' | 'payments' | 'occupancy' | 'audit';
export type DashboardButton = MainPanel | 'violations';

export interface DashboardView {
  main: MainPanel | null;
  violations: boolean;
}

export const initialView: DashboardView = { main: 'owners', violations: false };

export function pressButton(view: DashboardView, button: DashboardButton): DashboardView {
  if (button === 'violations') {
    // Closing violations returns to Onsite Vehicles.
    if (view.violations) return { main: 'onsite', violations: false };
    return { main: view.main === 'onsite' ? 'onsite' : null, violations: true };
  }
  if (button === 'onsite') {
    // Closing onsite vehicles leaves violations if open; opening it keeps violations beside it.
    // Alone, it stays: pressing the open panel never blanks the dashboard.
    if (view.main === 'onsite') {
      return view.violations ? { main: null, violations: true } : view;
    }
    return { main: 'onsite', violations: view.violations };
  }
  // Pressing the open panel's button keeps it open (an empty dashboard is a dead end).
  if (view.main === button) return { main: button, violations: false };
  return { main: button, violations: false };
}

export function pressedButtons(view: DashboardView): DashboardButton[] {
  const pressed: DashboardButton[] = view.main ? [view.main] : [];
  return view.violations ? [...pressed, 'violations'] : pressed;
}

// The open panels live in the URL (?panel=vehicles&violations=1), so a reload, the Back button
// and a shared link keep them. No `panel` is the initial view; `panel=none` is no main panel.
const MAIN_PANELS: readonly MainPanel[] = [
  'owners',
  'vehicles',
  'onsite',
  'feedback',
  'reports',
  'payments',
  'occupancy',
  'audit',
];

export function viewFromSearch(params: URLSearchParams): DashboardView {
  const panel = params.get('panel');
  if (panel === null) return initialView;
  const main = MAIN_PANELS.find((name) => name === panel) ?? null;
  return { main, violations: params.get('violations') === '1' };
}

export function searchFromView(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams({ panel: view.main ?? 'none' });
  if (view.violations) params.set('violations', '1');
  return params;
}
