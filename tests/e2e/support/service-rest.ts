import type { Backend } from '../fixtures';

/** A call to the backend's REST API as service_role (the test's hand, not the app's). */
export async function asService(
  backend: Backend,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${backend.apiUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The lodge a signed-in owner was given (their only membership). */
export async function lodgeOf(backend: Backend, userId: string): Promise<string> {
  const rows = (await asService(backend, 'GET', `lodge_members?user_id=eq.${userId}&select=lodge_id`)) as {
    lodge_id: string;
  }[];
  const lodgeId = rows[0]?.lodge_id;
  if (!lodgeId) throw new Error('the owner has no lodge');
  return lodgeId;
}

/** The rows a service-role GET of `path` answers (`path`: table and PostgREST query). */
export async function rowsAsService(backend: Backend, path: string): Promise<Record<string, unknown>[]> {
  const rows = await asService(backend, 'GET', path);
  if (!Array.isArray(rows)) throw new Error(`GET ${path} answered no rows`);
  return rows as Record<string, unknown>[];
}
