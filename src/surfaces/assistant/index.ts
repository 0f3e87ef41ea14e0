export { Assistant, MAX_MESSAGE_CHARS, type TurnOptions, type TurnResult } from './assistant.js';
export { routeByModel, routeByRules, ROUTES, RouteSchema, type PreviousTurn, type Route, type RouteDecision } from './router.js';
