/**
 * The message ids this package emits. An id is the English text of the spec (accounts-content §8),
 * the same id `@kauppa/i18n` translates.
 */
export const accountMessages = {
  accountDataUpdated: 'Account data has successfully been updated',
  /** A profile change kept on this device until it can be sent (issue 27.3). */
  accountDataQueued: 'Your account changes are queued and will be saved when you are back online',
  passwordChanged: 'Password has successfully been changed',
  addressSaved: 'Address has been saved successfully.',
  addressDeleted: 'Address has been deleted successfully.',
  saving: 'Saving...',
  removing: 'Removing...',
  resetPasswordOffline: 'Reset password feature does not work while offline!',
  changePasswordOffline: 'Changing the password does not work while offline!',
  mustLogin: 'You must have to login',
  addressIdMissing: 'Address Id missing',
  signInIncorrect: 'The account sign-in was incorrect or your account is disabled temporarily',
  resetTokenInvalid: 'The token provided is either invalid or expired',
  resetPasswordEmailError: 'Error while sending reset password e-mail',
  resetPasswordEmailSent: 'We have sent a link to reset your password to {email}.',
  customerEmailExists: 'A customer with the same email already exists.',
  loggedOut: "You're logged out",
  loggedIn: 'You are logged in!',
  accountCreated: 'Your account has been created!',
  somethingWentWrong: 'Something went wrong. Try again in a few seconds.',
} as const;

/** Events the account emits on the event bus; the marketing provider follows them (accounts-content §4). */
export const accountEvents = {
  /** After a login: payload is the user profile. */
  loggedIn: 'user-after-loggedin',
  /** After a logout: payload `{ silent }`. */
  loggedOut: 'user-after-logout',
  /** After the profile was updated through the queue: payload is the profile. */
  profileUpdated: 'user-after-update',
  /** A queued profile update was sent: payload is the transmitted task (`resultCode`, `result`). */
  queuedProfileUpdateSent: 'user-after-queued-update',
} as const;
