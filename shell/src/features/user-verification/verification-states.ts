// spec §2 User verification page: the states of the e-mail links and their texts.
export const VERIFICATION_STATES = [
  'verify',
  'noverify',
  'nouserid',
  'password',
  'pwlinkexpired',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Every state but `password`, which shows the reset form instead of a message. */
export const VERIFICATION_MESSAGES: Record<
  Exclude<VerificationState, 'password'>,
  { title: string; text: string }
> = {
  verify: { title: 'Email Verified', text: 'You may now login' },
  noverify: { title: 'Email Not Verified', text: 'You will need to register again' },
  nouserid: { title: 'No User Found', text: 'Please Register' },
  pwlinkexpired: {
    title: 'Link Expired',
    text: 'Please go to login screen and request another password reset',
  },
};

export function parseVerificationState(value: string | undefined): VerificationState | null {
  return VERIFICATION_STATES.find((state) => state === value) ?? null;
}
