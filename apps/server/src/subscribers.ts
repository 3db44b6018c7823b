import { subscribe } from './events/bus.js';
import { chatSubscriber } from './modules/chat/index.js';
import { webhookSubscriber } from './modules/integrations/index.js';
import { notificationSubscriber } from './modules/notifications/index.js';
import { firstStepsSubscriber } from './modules/members/index.js';

/**
 * Every channel's subscriber on the event bus (events/bus.ts), from each channel's module. Each
 * composition root that runs causes (app.ts, the CLI, the jobs command, the demo) calls it before
 * the first one; subscribing again replaces, so calling it twice is harmless. The order they run
 * in is the bus's CHANNEL_ORDER, not the order here. A new channel is a subscriber added here.
 */
export function subscribeChannels(): void {
  subscribe('notifications', notificationSubscriber);
  subscribe('webhooks', webhookSubscriber);
  subscribe('chat', chatSubscriber);
  subscribe('firstSteps', firstStepsSubscriber);
}
