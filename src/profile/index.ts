export { setProfileField, unsetProfileField, type ProfileChangeOptions } from './profile.js';
export { factSentence, fieldHolders, fieldRecord, heldField, profileKey, valueText } from './fields.js';
