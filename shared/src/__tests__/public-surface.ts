// The run-time surface of @parking/shared that other apps' builds depend on: the export names of
// its federation singletons (docs/adr/0006). A remote built against these names is handed the
// page's instance, so a name removed is a breaking change (a major) and a name added is a minor.
import * as api from '../api';
import * as data from '../data';
import * as events from '../events';
import * as session from '../session';

export type Surface = Record<'api' | 'events' | 'session' | 'data', string[]>;

export function currentSurface(): Surface {
  const names = (module: object) => Object.keys(module).sort();
  return {
    api: names(api),
    events: names(events),
    session: names(session),
    data: names(data),
  };
}
