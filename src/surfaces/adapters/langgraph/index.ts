export { MnemoStore, type MnemoStoreOptions } from './store.js';
