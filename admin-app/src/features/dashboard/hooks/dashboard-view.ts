// spec §2 Admin Dashboard: one main panel shows at a time, except that Violations can be open
// together with Onsite Vehicles. Closing violations returns to Onsite Vehicles; closing onsite
// vehicles leaves violations if open.
export type MainPanel = 'owners' | 'vehicles' | 'onsite' | 'feedback' | 'reports';
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
    if (view.main === 'onsite') return { main: null, violations: view.violations };
    return { main: 'onsite', violations: view.violations };
  }
  if (view.main === button) return { main: null, violations: false };
  return { main: button, violations: false };
}

export function pressedButtons(view: DashboardView): DashboardButton[] {
  const pressed: DashboardButton[] = view.main ? [view.main] : [];
  return view.violations ? [...pressed, 'violations'] : pressed;
}
