import { type ChildProcess } from 'node:child_process';
export declare const root: string;
/** Builds the app when the server bundle is missing. */
export declare function ensureBuilt(): void;
/**
 * A port the OS says is free now. A random number in a fixed range can collide with the
 * ephemeral ports the machine hands to outgoing connections and other listeners.
 */
export declare function freePort(): Promise<number>;
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, no flush — a power cut as far as the process knows. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}
/** Starts the built server with the given environment and waits until /readyz answers. */
export declare function startServer(env: Record<string, string>, port: number): Promise<ServerProcess>;
/** POSTs JSON; network failures come back as status 0. */
export declare function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{
  status: number;
  body: unknown;
}>;
