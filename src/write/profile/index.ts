export { setProfileField, unsetProfileField, type ProfileChangeOptions } from './profile.js';
export { factSentence, fieldHolders, fieldRecord, profileKey } from './fields.js';
