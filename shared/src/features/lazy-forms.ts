// The shared popup forms, each in a chunk of its own (docs/adr/0037). They check with zod and
// react-hook-form (docs/adr/0035), which no dashboard's first screen needs: a remote that shows
// one of these forms fetches it at idle once its page is up (webpackPrefetch) and renders it
// when it first opens, so the dashboards' first chunks carry neither library.
import { lazyPopup } from '../ui';

export const LazyVehicleForm = lazyPopup(() =>
  import(
    /* webpackChunkName: "vehicle-form", webpackPrefetch: true */ './vehicle-form/vehicle-form'
  ).then((m) => m.VehicleForm),
);

export const LazyViolationForm = lazyPopup(() =>
  import(
    /* webpackChunkName: "violation-form", webpackPrefetch: true */ './violations/violation-form'
  ).then((m) => m.ViolationForm),
);
