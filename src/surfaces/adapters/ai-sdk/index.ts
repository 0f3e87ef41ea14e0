export { mnemoMiddleware, type MnemoMiddleware, type MnemoMiddlewareOptions, type PerCall } from './middleware.js';
