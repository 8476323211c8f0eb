export interface OutboxChange {
  reference: string;
  state: 'waiting' | 'sending' | 'sent' | 'deleted';
}
export type OutboxListener = (change: OutboxChange) => void;

const CHANNEL_NAME = 'outbox';
const listeners = new Set<OutboxListener>();
let channel: BroadcastChannel | undefined;

// A channel never hears its own messages, so this context's listeners are called directly and
// other tabs and the service worker hear it through the channel.
function openChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<OutboxChange>) => deliver(event.data);
  }
  return channel;
}

function deliver(change: OutboxChange) {
  for (const listener of listeners) listener(change);
}

export function notifyOutbox(change: OutboxChange): void {
  deliver(change);
  openChannel()?.postMessage(change);
}

/** Calls `listener` on every change in this tab, other tabs and the service worker; returns the unsubscribe. */
export function subscribeOutbox(listener: OutboxListener): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
  };
}
