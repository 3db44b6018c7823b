import { HIDDEN_MESSAGE_TEXT } from '@portal/contract';

/**
 * The message a reader may show: the neutral text while a programme admin has hidden it.
 * Every query that selects `message` also selects `messageHiddenAt` and passes both here, so
 * a hidden text never leaves the server (My Recognition, the management report and its CSV).
 */
export const shownMessage = (r: { message: string; messageHiddenAt: string | null }): string =>
  r.messageHiddenAt ? HIDDEN_MESSAGE_TEXT : r.message;
