import type { Subscriber } from '../../events/bus.js';
import { postRecognitions } from './posts.js';

/** What chat posts to Slack and Teams channels: each recognition sent, by the routing. */
export const chatSubscriber: Subscriber = {
  'recognition.sent': postRecognitions,
};
