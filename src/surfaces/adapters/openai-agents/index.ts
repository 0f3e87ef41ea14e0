export { MnemoSession, type MnemoSessionOptions } from './session.js';
export { mnemoAgentTools } from './tools.js';
export { mnemoInputFilter, type MnemoInputFilterOptions } from './instructions.js';
