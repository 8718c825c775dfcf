// @parking/shared/standalone: what every remote needs to run without the shell, for QA
// (`npm run start:standalone -w <remote>`). Never loaded inside the portal.
export { RequireStandaloneRole, StandaloneApp } from './standalone-app';
export { StandaloneLayout, type StandaloneLink } from './standalone-layout';
export { EMAIL_AND_PASSWORD, StandaloneLogin, type StandaloneLoginProps } from './standalone-login';
