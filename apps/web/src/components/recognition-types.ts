/** Names for the recognition type codes reports carry; the server's CSV files use the same. */
export { recognitionTypeLabel } from '@portal/contract';
