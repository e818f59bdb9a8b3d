import type { Transaction } from '@electric-sql/pglite';
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';

/** A parameter of a function (PostgREST SchemaCache/Routine.hs `RoutineParam`). */
export interface RoutineParam {
  name: string;
  /** `format_type` of the parameter type, used to read arguments (`json_to_record`, `$n::type`). */
  type: string;
  /** Has no default: a call must name it. */
  required: boolean;
  variadic: boolean;
}

/** A function of schema `public`, as the schema cache sees it. */
export interface Routine {
  name: string;
  params: RoutineParam[];
  /** `void`; `scalar` (any non-composite type); `composite` (table row, composite type, TABLE/OUT columns). */
  returns: 'void' | 'scalar' | 'composite';
  /** `returns setof …` / `returns table (…)`. */
  setOf: boolean;
  /** Result columns of a composite return, with their types. */
  columns: { name: string; type: string }[];
  /** The public table whose row type it returns (lets set-returning functions embed relations). */
  tableName?: string;
  volatility: 'i' | 's' | 'v';
}

interface RoutineRow {
  proname: string;
  provolatile: 'i' | 's' | 'v';
  proretset: boolean;
  pronargdefaults: number;
  rettype: string;
  typtype: string;
  rettable: string | null;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  retcols: { name: string; type: string }[] | null;
}

/**
 * The functions of schema `public` PostgREST's schema cache holds (SchemaCache.hs `funcsSqlQuery`):
 * plain functions (no aggregates, window functions or procedures), none returning `trigger`, each
 * {@link callable}. `name` narrows to the overloads of one name; without it, every one (the
 * candidates of the "Perhaps you meant" hint).
 */
export async function loadRoutines(tx: Transaction, name?: string): Promise<Routine[]> {
  const result = await tx.query<RoutineRow>(
    `select p.proname, p.provolatile, p.proretset, p.pronargdefaults,
            pg_catalog.format_type(p.prorettype, null) as rettype, t.typtype,
            case when rn.nspname = 'public' and rc.relkind in ('r', 'p', 'v', 'm', 'f') then rc.relname end as rettable,
            p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select pg_catalog.format_type(x, null)
                    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i) order by i) as argtypes,
            (select json_agg(json_build_object('name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_catalog.pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as retcols
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
       left join pg_catalog.pg_class rc on rc.oid = t.typrelid
       left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = 'public' and ($1::text is null or p.proname = $1) and p.prokind = 'f'
        and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype`,
    [name ?? null],
  );
  return result.rows.filter(callable).map(toRoutine);
}

/** Types a single unnamed parameter may have (the body is passed to it whole). */
const WHOLE_BODY_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/**
 * PostgREST's schema cache keeps only functions it can call (SchemaCache.hs `funcsSqlQuery`,
 * `callable`): it counts the parameters whose name is NULL, which happens only when none is named
 * (`proargnames` is NULL; an unnamed one among named ones is ''). None such, or exactly one whose
 * type is bytea/json/jsonb/text/xml: kept. Two or more, or one of another type (`f(int)`): not found
 * (404 PGRST202) and never named by a hint, as on PostgREST.
 */
function callable(row: RoutineRow): boolean {
  if (row.argnames !== null) return true;
  const inputs = (row.argmodes ?? row.argtypes.map(() => 'i')).flatMap((mode, i) =>
    mode === 'i' || mode === 'b' || mode === 'v' ? [row.argtypes[i] ?? ''] : [],
  );
  return inputs.length === 0 || (inputs.length === 1 && WHOLE_BODY_TYPES.includes(inputs[0] ?? ''));
}

/** Which parameter type takes a whole `POST` body of this media type (Plan.hs `hasSingleUnnamedParam`). */
const BODY_PARAM_TYPES: Record<string, string[]> = {
  'application/json': ['json', 'jsonb'],
  'text/plain': ['text'],
  'text/xml': ['xml'],
  'application/octet-stream': ['bytea'],
};

/** Media types whose `POST` body can only go to a single unnamed parameter. */
const RAW_BODY_TYPES = ['text/plain', 'text/xml', 'application/octet-stream'];

/** True when `mediaType` is a raw body type (text, xml, bytes) for RPC. */
export function isRawBodyType(mediaType: string): boolean {
  return RAW_BODY_TYPES.includes(mediaType);
}

function toRoutine(row: RoutineRow): Routine {
  const modes = row.argmodes ?? row.argtypes.map(() => 'i');
  const names = row.argnames ?? [];
  const inputs: RoutineParam[] = [];
  const outputs: { name: string; type: string }[] = [];
  modes.forEach((mode, i) => {
    const entry = { name: names[i] ?? '', type: row.argtypes[i] ?? 'text' };
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ ...entry, required: true, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(entry);
  });
  inputs.forEach((param, i) => (param.required = i < inputs.length - row.pronargdefaults));
  let returns: Routine['returns'] = 'scalar';
  let columns: Routine['columns'] = [];
  if (row.rettype === 'void') returns = 'void';
  else if (row.typtype === 'c') {
    returns = 'composite';
    columns = row.retcols ?? [];
  } else if (row.rettype === 'record' && outputs.length > 0) {
    returns = 'composite';
    columns = outputs;
  }
  return {
    name: row.proname,
    params: inputs,
    returns,
    setOf: row.proretset,
    columns,
    ...(row.rettable ? { tableName: row.rettable } : {}),
    volatility: row.provolatile,
  };
}

/**
 * A function whose only parameter has no name is called with the whole request, positionally,
 * however it was found (Plan.hs `callPlan`: `[prm] | ppName prm == mempty -> OnePosParam prm`): a
 * `POST {"": "x"}` to `f(text)` passes the text `{"": "x"}`, never a parameter named "".
 */
export function takesWholeBody(routine: Routine): boolean {
  return routine.params.length === 1 && routine.params[0]?.name === '';
}

/**
 * Picks the overload whose parameters match the argument names, as PostgREST's `findProc` (Plan.hs):
 * every required parameter named, every name a parameter. When none matches, a `POST` falls back to
 * a function whose single parameter has no name and suits the body's media type (json/jsonb for
 * JSON, text for `text/plain`, xml for `text/xml`, bytea for `application/octet-stream`): it gets
 * the whole body. `wholeBody`: see {@link takesWholeBody}.
 * @throws RestError 404 PGRST202 (none), 300 PGRST203 (several).
 */
export async function findRoutine(
  tx: Transaction,
  name: string,
  argNames: string[],
  post: boolean,
  mediaType = 'application/json',
): Promise<{ routine: Routine; wholeBody: boolean }> {
  const overloads = await loadRoutines(tx, name);
  const keys = new Set(argNames);
  const rawBody = post && isRawBodyType(mediaType);
  const matches = overloads.filter((routine) => {
    const params = routine.params;
    if (params.length === 0) return keys.size === 0 && !rawBody;
    const required = params.filter((p) => p.required).map((p) => p.name);
    const all = new Set(params.map((p) => p.name));
    return required.every((p) => keys.has(p)) && [...keys].every((k) => all.has(k));
  });
  const fallback = overloads.filter((r) => {
    const [only, ...more] = r.params;
    return (
      post &&
      only !== undefined &&
      more.length === 0 &&
      only.name === '' &&
      (BODY_PARAM_TYPES[mediaType] ?? []).includes(only.type)
    );
  });
  const found = matches.length > 0 ? matches : fallback;
  if (found.length === 1 && found[0]) return { routine: found[0], wholeBody: takesWholeBody(found[0]) };
  if (found.length > 1) {
    const list = found.map(
      (r) => `public.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
    );
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  throw await noRoutine(tx, name, argNames, post, mediaType, overloads);
}

/** PGRST202 with PostgREST's message, details and fuzzy hint (Error.hs `NoRpc`, `noRpcHint`). */
async function noRoutine(
  tx: Transaction,
  name: string,
  args: string[],
  post: boolean,
  mediaType: string,
  overloads: Routine[],
): Promise<RestError> {
  const func = `public.${name}`;
  // PostgREST lists the argument names as a set, i.e. sorted.
  const list = [...args].sort().join(', ');
  const onlySingle = post && isRawBodyType(mediaType);
  const withList = args.length === 0 ? ' without parameters' : `(${list})`;
  const message = `Could not find the function ${func}${onlySingle ? '' : withList} in the schema cache`;
  const withParams =
    args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${list}`;
  const single: Record<string, string> = {
    'text/plain': ' with a single unnamed text parameter',
    'text/xml': ' with a single unnamed xml parameter',
    'application/octet-stream': ' with a single unnamed bytea parameter',
    'application/json': `${withParams} or with a single unnamed json/jsonb parameter`,
  };
  const searched = post ? (single[mediaType] ?? withParams) : withParams;
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`;
  let hint: string | undefined;
  if (onlySingle) hint = undefined;
  else if (overloads.length > 0) {
    const asText = (names: string[]) => `(${[...names].sort().join(', ')})`;
    const best = closest(
      asText(args),
      overloads.map((r) => asText(r.params.map((p) => p.name))),
      0.33,
    );
    if (best) hint = `${name}${best}`;
  } else {
    // Error.hs `noRpcHint`: only names the schema cache holds (loadRoutines), never a function
    // PostgREST hides (a trigger function, an aggregate, a procedure, `f(int)`).
    const names = new Set((await loadRoutines(tx)).map((routine) => routine.name));
    hint = closest(name, [...names], 0.75);
  }
  return new RestError(
    404,
    'PGRST202',
    message,
    details,
    hint ? `Perhaps you meant to call the function public.${hint}` : null,
  );
}
