/** The module's public face: what the rest of the server may use. */
export { reportRoutes } from './routes.js';
// Paged lists and streamed CSV files of other modules' reports use the same cursors and files.
export { decodeCursor, pageOf } from './cursor.js';
export { allPages, CSV_BATCH, DATE_TIME, formatInZone, sendCsv, type CsvCell } from './csv.js';
