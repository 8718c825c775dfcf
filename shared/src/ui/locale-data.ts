// The first date, time or number a page formats makes the browser load its locale data (ICU):
// measured here at 20-35 ms at full CPU speed and up to 110 ms at 4x CPU throttling (a slow
// phone). Every dashboard's header clock is such a first use, so it sat between the sign-in click
// and the first rows. The shell warms the data in an idle moment of the login and landing pages
// (the user is reading or typing), and the dashboards then format at once.

/** Formats one time, date and number the way the portal does, so the locale data is loaded. */
export function warmLocaleData(): void {
  const now = new Date();
  now.toLocaleTimeString();
  now.toLocaleDateString();
  (0).toLocaleString('en-US');
}
