// Imported first by `main.ts`: React and React Router read NODE_ENV when they load, and the
// production server must run their production builds unless told otherwise.
process.env.NODE_ENV ??= 'production';
