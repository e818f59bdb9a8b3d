import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyCors, sendJson, sendText } from '../http.ts';
import { escapeHtml } from './templates.ts';
import type { MailStore } from './store.ts';

function listPage(store: MailStore): string {
  const mails = store.list();
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.Subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.To.map((to) => to.Address).join(', '))} ·
    <time datetime="${escapeHtml(mail.Created)}">${escapeHtml(new Date(mail.Created).toLocaleString())}</time></p>
  <div class="body">${mail.HTML}</div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail catcher · Ecolodge local backend</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
  article { border: 1px solid #ccc; border-radius: 8px; margin: 1rem 0; padding: 0 1rem 1rem; }
  .meta { color: #555; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>Mail catcher</h1>
<p>${mails.length === 0 ? 'No mail yet.' : `${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first.`}
Reload to see new ones. JSON: <a href="/api/v1/messages">/api/v1/messages</a>.</p>
${items}
</body>
</html>`;
}

/**
 * HTTP handler of the mail catcher (port 54324, the Supabase CLI's Mailpit port):
 * `GET /` an HTML page listing every mail with its clickable HTML;
 * `GET /api/v1/messages` → `{total, count, unread, messages_count, start, tags, messages}` newest first;
 * `GET /api/v1/message/{ID}` → the full mail (`ID, From, To, Subject, Created, Text, HTML`), 404 if unknown
 * (also for an ID that is not valid percent-encoding);
 * `DELETE /api/v1/messages` → deletes all. Field names follow Mailpit's API v1.
 * CORS: mails hold sign-in links, so only `allowedOrigin` (the app's origin) may read them from a page;
 * by default no origin may. A failure answers 500 and never takes the process down.
 */
export function mailHandler(
  store: MailStore,
  options: { allowedOrigin?: string } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    try {
      route(store, options.allowedOrigin, req, res);
    } catch (error) {
      console.error('[mail]', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error', { 'Content-Type': 'text/plain' });
      else res.destroy();
    }
  };
}

function route(
  store: MailStore,
  allowedOrigin: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  applyCors(req, res, allowedOrigin ? [allowedOrigin] : []);
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method === 'OPTIONS') return sendText(res, 204, '');
  if (path === '/api/v1/messages' && req.method === 'GET') {
    const messages = store.summaries();
    return sendJson(res, 200, {
      total: messages.length,
      unread: messages.length,
      count: messages.length,
      messages_count: messages.length,
      start: 0,
      tags: [],
      messages,
    });
  }
  if (path === '/api/v1/messages' && req.method === 'DELETE') {
    store.clear();
    return sendText(res, 200, 'ok', { 'Content-Type': 'text/plain' });
  }
  const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
  if (one?.[1] && req.method === 'GET') {
    let id: string | undefined;
    try {
      id = decodeURIComponent(one[1]);
    } catch {
      id = undefined; // malformed percent-escape (`%ZZ`): no such message
    }
    const mail = id === undefined ? undefined : store.get(id);
    if (!mail) return sendText(res, 404, 'Message not found', { 'Content-Type': 'text/plain' });
    return sendJson(res, 200, {
      ...mail,
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      Attachments: [],
      Inline: [],
      Tags: [],
    });
  }
  if ((path === '/' || path === '/index.html') && (req.method === 'GET' || req.method === 'HEAD')) {
    return sendText(res, 200, listPage(store), { 'Content-Type': 'text/html; charset=utf-8' });
  }
  sendText(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
}
