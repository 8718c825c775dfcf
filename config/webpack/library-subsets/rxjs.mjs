// The part of rxjs the portal uses, provided as the `rxjs` singleton (docs/adr/0004): one
// Subject implementation for the status bus and the session events in every app, without
// shipping all of rxjs to the login page. ESLint allows only these names in app code
// (tests run on the whole library); add a name here before using it.
export { BehaviorSubject, Observable, Subject, filter, merge } from 'rxjs-library';
