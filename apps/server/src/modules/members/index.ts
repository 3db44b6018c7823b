/** The module's public face: what the rest of the server may use. */
export { celebrationsToday, homeData } from './home.js';
export { calendarsToday, onCalendar, type CalendarDay } from './calendars.js';
export { findManager, findMemberByNumber, memberCards, requireMemberByNumber } from './repository.js';
export { memberRoutes } from './routes.js';
export { firstStepsSubscriber, noteSignIn } from './first-steps.js';
