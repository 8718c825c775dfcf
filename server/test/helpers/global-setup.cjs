// jest globalSetup: builds the run's template database (template-database.ts).
require('./register-ts.cjs');

module.exports = () => require('./template-database.ts').createTemplate();
