import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events.js';

/**
 * The in-process event bus. A producer emits one event per cause inside its own transaction,
 * and every subscriber runs there, one after another, before the producer goes on: what a
 * subscriber writes (a notification, an outbox row) commits with the cause or rolls back with
 * it, so the outbox stays the one way out and each message is queued exactly once. A subscriber
 * that throws fails the cause.
 */
type Trx = Transaction<DB>;

export type EventHandler<T extends DomainEventType> = (trx: Trx, event: DomainEventOf<T>) => Promise<void>;

/** A channel's handlers, one per event type it acts on. */
export type Subscriber = { [T in DomainEventType]?: EventHandler<T> };

/**
 * The channels in the order their subscribers run, whatever order they subscribe in: the bell
 * and the member's e-mail and push first, then webhooks, then chat posts (the order the send
 * wrote its outbox rows in before the bus). Any other subscriber (a test's) runs after them.
 */
export const CHANNEL_ORDER = ['notifications', 'webhooks', 'chat'] as const;
export type Channel = (typeof CHANNEL_ORDER)[number];

const subscribers = new Map<string, Subscriber>();

/** Per event type, its handlers in channel order: built when a subscriber changes, not per emit. */
let handlers: { [T in DomainEventType]?: Array<EventHandler<T>> } = {};

function rebuild(): void {
  const fixed: readonly string[] = CHANNEL_ORDER;
  const names = [
    ...CHANNEL_ORDER.filter((name) => subscribers.has(name)),
    ...[...subscribers.keys()].filter((name) => !fixed.includes(name)),
  ];
  const next: Record<string, Array<EventHandler<DomainEventType>>> = {};
  for (const name of names) {
    for (const [type, handler] of Object.entries(subscribers.get(name)!)) {
      (next[type] ??= []).push(handler as EventHandler<DomainEventType>);
    }
  }
  handlers = next;
}

/**
 * Subscribes a channel (or, in tests, any named subscriber). Subscribing a name again replaces
 * its subscriber, so building the app twice in one process leaves one of each. Returns the
 * unsubscribe.
 */
export function subscribe(name: Channel | (string & {}), subscriber: Subscriber): () => void {
  subscribers.set(name, subscriber);
  rebuild();
  return () => {
    if (subscribers.get(name) !== subscriber) return;
    subscribers.delete(name);
    rebuild();
  };
}

/** Runs every subscriber of the event's type, in channel order, inside the cause's transaction. */
export async function emit(trx: Trx, event: DomainEvent): Promise<void> {
  const list = handlers[event.type] as Array<EventHandler<DomainEventType>> | undefined;
  if (list === undefined) return;
  for (let i = 0; i < list.length; i++) await list[i]!(trx, event);
}
