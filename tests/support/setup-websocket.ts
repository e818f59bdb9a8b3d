/**
 * supabase-js's realtime client needs a global WebSocket when it runs in Node. Node 22 has one; Node 20
 * only behind --experimental-websocket, so on Node 20 we borrow undici's (bundled with Node as `ws`-free
 * WebSocket via the global `WebSocket` shim below). The realtime channel is never opened by our tests.
 */
if (typeof globalThis.WebSocket === 'undefined') {
  class UnusedWebSocket {
    constructor() {
      throw new Error('Realtime is not used by the contract tests');
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = UnusedWebSocket;
}
