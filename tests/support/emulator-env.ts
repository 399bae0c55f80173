/** Where the emulators of this run are; set by scripts/with-emulators.mjs. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through scripts/with-emulators.mjs`);
  return value;
}

export const emulatorEnv = {
  get projectId() {
    return required('GCLOUD_PROJECT');
  },
  /** The `api` function called directly (no /api prefix needed). */
  get functionsUrl() {
    return required('FUNCTIONS_BASE_URL');
  },
  /** Hosting, which rewrites /api/** to the function. */
  get siteUrl() {
    return required('E2E_BASE_URL');
  },
  get authHost() {
    return required('FIREBASE_AUTH_EMULATOR_HOST');
  },
  get mailUrl() {
    return required('MAILDEV_WEB_URL');
  },
  get bucketName() {
    return `${required('GCLOUD_PROJECT')}.appspot.com`;
  },
};
