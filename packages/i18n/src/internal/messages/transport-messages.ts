/** commerce-core §8 "Transport and token". */
export const transportMessages = {
  invalidToken: 'Invalid token - need to be revalidated',
  refreshTokenUnauthorized: 'Error refreshing user token. User is not authorized to access the resource',
  refreshTokenInternalError:
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  badContentType: 'Error with response - bad content-type!',
  wrongResponseFormat: 'Unhandled error, wrong response format!',
  syncTaskCartIdNull:
    'Error executing sync task {url} the required cartId argument is null. Re-creating shopping cart synchro.',
} as const;
