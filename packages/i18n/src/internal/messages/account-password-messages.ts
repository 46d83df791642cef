/** accounts-content §8 "Account and password", with §2 (login required) and §4 (logout). */
export const accountPasswordMessages = {
  resetPasswordOffline: 'Reset password feature does not work while offline!',
  changePasswordOffline: 'Changing the password does not work while offline!',
  mustLogin: 'You must have to login',
  addressIdMissing: 'Address Id missing',
  userDetailsRequired: 'User details are required',
  signInIncorrect: 'The account sign-in was incorrect or your account is disabled temporarily',
  resetTokenInvalid: 'The token provided is either invalid or expired',
  resetPasswordEmailError: 'Error while sending reset password e-mail',
  resetPasswordFormError: 'Something went wrong with the reset password form.',
  customerEmailExists: 'A customer with the same email already exists.',
  resetPasswordEmailSent: 'We have sent a link to reset your password to {email}.',
  loggedOut: "You're logged out",
  loggedIn: 'You are logged in!',
  accountCreated: 'Your account has been created!',
  loginRequired: 'You need to be logged in to see this page',
} as const;
