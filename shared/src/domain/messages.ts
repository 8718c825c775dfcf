// User-facing texts of spec §5 and §8, exactly as the product writes them (typos included).

export const SUCCESS = {
  vehicleInsert: 'Vehicle Insert Successful',
  vehicleUpdate: 'Vehicle Update Successful',
  vehicleDelete: 'Vehicle Delete Successful',
  vehicleStatusUpdate: 'Vehicle Status Update Successful',
  ownerDeleted: 'Owner Deleted',
  updateOwner: 'Update Owner Success',
  notificationInsert: 'Notification Insert Successful',
  notificationDelete: 'Notification Delete Successful',
  violationInsert: 'Violation Insert Successful',
  violationDelete: 'Violation Delete Successful',
  changePassword: 'Change Password Success',
  changePin: 'Change PIN Success',
  changeName: 'Change Name Success',
  changeAvailability: 'Change Availability Success',
  acknowledgeRules: 'Acknowledge Rules Success',
  userRegistered: 'Thank You.  User has been registered.',
  uploadCsv: 'Upload CSV Records Successful',
  hoaUpdate: 'HOA Update Success',
  contactUpdate: 'Contact Information Update Success',
  vehiclesSoftDelete: 'Vehicles Soft Delete Successful',
  vehiclesDelete: 'Vehicles Delete Successful',
  passwordReset: 'Your password has been reset. Thank You.',
  transactionComplete: 'Transaction Complete',
  resetEmailSent: 'You will receive an email.  Follow the link to reset your password. Thank You.',
  helpTextPublished: (topic: string) => `${topic} Help Text Published`,
  daysAdded: (n: number) => `${n} days added`,
} as const;

export const FAILURE = {
  vehicleInsert: 'Vehicle Insert Failed',
  vehicleUpdate: 'Vehicle Update Failed',
  notificationInsert: 'Notification Insert Failed',
  violationInsert: 'Violation Insert Failed',
  updateOwner: 'Update Owner Failure',
  transaction: 'Problem with transaction',
  unexpected: 'Unexpected Application Error!',
  overOwnerLimitPrefix:
    'The maximum number of active parking spaces for this unit has been reached: ',
  overTotalLimit:
    'The maximum capacity of the parking lot has been reached.  We apologize for the inconvenience.',
  noOwnerPpp: 'we have no ower ppp',
  noRenterPpp: 'we have no renter ppp',
} as const;

export const AUTHZ = {
  deleteOwner: 'not authorized to delete owner',
  changeOwner: 'not authorized to change owner',
  deleteVehicle: 'not authorized to delete vehicle',
  changeStatus: 'not authorized to change status',
} as const;

/** Spec §5 validation messages. */
export const VALIDATION = {
  emailRequired: 'Email Required',
  invalidEmailFormat: 'Invalid Email Format',
  loginEmail: 'Please enter a valid email',
  loginPassword: 'Please enter a valid Password',
  renterUnit: 'Please enter a valid unitnumber',
  renterPin: 'Please enter a valid pincode',
  commentName: 'Name field is required',
  commentComment: 'Comment field is required',
  vehicleFirstName: 'First name field is required',
  vehicleLastName: 'Last name field is required',
  vehicleMake: 'Make field is required',
  vehiclePlate: 'License Plate field is required',
  vehiclePlateState: 'License Plate State field is required',
  vehiclePhone: 'Phone field is required',
  renterEndDateBeforeToday: 'End Date field cannot be before today',
  checkoutInPast: 'Date must be in the future.',
  checkoutTooFar: 'Checkout date must be within 60 days of today.',
  violationPlate: 'Plate field is required',
  violationState: 'State field is required',
  violationLocation: 'Location field is required',
  ownerEmail: 'Email field is required',
  ownerPhone: 'Phone field is required',
  ownerPin: 'Pin Code field is required',
  adminPasswordEmpty: 'Password cannot be empty',
  passwordRequired: 'Password Required',
  passwordConfirmationRequired: 'Password Confirmation Required',
  passwordsMustMatch: 'Passwords must be the same',
  // Sign-in rules (README "Sign-in, sessions and passwords").
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  currentPasswordRequired: 'Current Password Required',
  currentPasswordWrong: 'Current password is not correct',
  pinFormat: 'Pin Code must be 4 to 8 digits',
  contactId: 'Id field is required',
  contactDescription: 'Description field is required',
  contactPhoneOrEmail: 'Phone number or email field is required',
  contactSortOrder: 'Sort order field is required',
  cardFirstName: 'firstname must not be empty',
  cardLastName: 'lastname must not be empty',
  cardMonth: 'month must not be empty',
  cardYear: 'year must not be empty',
  nothingToPublish: 'Nothing to publish',
  selectTopic: 'Please select a topic',
} as const;

/** Spec §8 limit overlays (renter add, offsite to onsite, unit maximum). */
export const LIMIT = {
  unitMaxReached: (max: number, owner: number, renter: number) =>
    `The maximum number of active parking spaces (${max}) for this unit has been reached. Owner: ${owner} Renter: ${renter}`,
  renterMaxReached: (max: number) =>
    `The maximum number of renter parking spaces (${max}) for this unit has been reached.`,
  rentersOnlyAllowed: (n: number) => `Renters are only allowed ${n} car.`,
  secondVehicleAllowed: (available: number) =>
    `We will allow a second vehicle because there are ${available} parking spots available.`,
  fewSpotsLeft: (buffer: number) =>
    `There are ${buffer} or less parking spots available. Please remove your vehicle within 24 hours.`,
  unregisteredInViolation: 'Unregister vehicles are in violation.',
  unitMaxWillBeExceeded: (max: number) =>
    `The maximum vehicles for the unit(${max}) will be exceeded.`,
  /** The spec's 'May 1, 2024' is the community's grace date (warning-mode.ts). */
  allowAnotherUntil: (date: string) => `We will allow another vehicle until ${date}.`,
  parkingAvailable: (remaining: number) =>
    `Parking is available.  Number of spots remaining will be ${remaining}`,
} as const;

/**
 * Not written in the spec (§5 says only "terms must be accepted before a vehicle submit"):
 * the team's text for the terms checkbox error.
 */
export const TEAM_TEXT = {
  termsRequired: 'Please accept the terms and conditions',
} as const;
