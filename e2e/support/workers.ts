/**
 * Browser test files run in two workers, one a core. A test spends much of its time waiting
 * (for a screen to settle, a request, an animation), so two at once fill the machine that one
 * left half idle. Each worker has a server and database of its own (e2e/global-setup.ts).
 */
export const E2E_WORKERS = 2;
