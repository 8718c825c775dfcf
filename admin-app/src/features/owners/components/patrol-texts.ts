// The words the patrol logins panel and its form share (spec §2 has no patrol screens; README
// "Plate lookup and patrol logins"). A module of its own, so the panel names its button without
// loading the form.
export const PATROL_FORM_TITLE = 'Add patrol login';
