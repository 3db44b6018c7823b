/**
 * Programme settings: the one place that says which value is in force. `getProgrammeSettings`
 * answers from a copy kept until a change (on any instance) empties it; the configuration only
 * seeds the defaults (`settingsFromConfig`) and is never overwritten with the settings.
 */
export { getProgrammeSettings, settingsFromConfig, updateProgrammeSettings } from './service.js';
export { clusterCalendars, divisionTimeZone, isTimeZone, type ClusterCalendar } from './cluster-zones.js';
