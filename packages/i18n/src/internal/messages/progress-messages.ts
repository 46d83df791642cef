/** accounts-content §8 "Success and progress messages". */
export const progressMessages = {
  accountDataUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  addressSaved: 'Address has been saved successfully.',
  addressDeleted: 'Address has been deleted successfully.',
  saving: 'Saving...',
  removing: 'Removing...',
} as const;
