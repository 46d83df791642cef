/** accounts-content §8 "Success and progress messages". */
export const progressMessages = {
  accountDataUpdated: 'Account data has successfully been updated',
  /** A profile change the task queue keeps until it can be sent (issue 27.3). */
  accountDataQueued: 'Your account changes are queued and will be saved when you are back online',
  passwordChanged: 'Password has successfully been changed',
  addressSaved: 'Address has been saved successfully.',
  addressDeleted: 'Address has been deleted successfully.',
  saving: 'Saving...',
  removing: 'Removing...',
} as const;
