import { RestError } from '../../../server/rest/errors.ts';
import { parseLogicTree, parseOpExpr } from '../../../server/rest/filters.ts';
import { parsePrefer } from '../../../server/rest/prefer.ts';
import { parseOrder, parseQuery, parseSelect } from '../../../server/rest/query.ts';
import type { ReadNode } from '../../../server/rest/read.ts';
import { buildSelect } from '../../../server/rest/sql.ts';
import { splitTopLevel } from '../../../server/rest/syntax.ts';
import type { TableInfo } from '../../../server/rest/catalog.ts';
import { Params, filterSql } from '../../../server/rest/where.ts';

const profiles: TableInfo = {
  name: 'profiles',
  kind: 'r',
  columns: ['id', 'username', 'full_name', 'updated_at', 'data'],
  types: { id: 'uuid', username: 'text', full_name: 'text', updated_at: 'timestamptz', data: 'jsonb' },
  primaryKey: ['id'],
  defaults: {},
};

const field = (name: string) => ({ name, json: [] });

/** A root read node over `profiles`, as planRead builds it for a query without embeds. */
function rootOf(query: ReturnType<typeof parseQuery>): ReadNode {
  return {
    relation: profiles,
    alias: 'pgrst_0',
    fields: query.select.filter((item) => item.kind === 'field'),
    embeds: [],
    filters: query.filters.map((f) => f.value),
    logic: query.logic.map((l) => l.value),
    order: query.order.flatMap((o) => o.value),
    ...(query.limits[0] ? { limit: query.limits[0].value } : {}),
  };
}

describe('PostgREST query-string parser', () => {
  it('parses select lists with aliases, JSON paths, casts and embeds, ignoring whitespace', () => {
    expect(parseSelect(null)).toEqual([{ kind: 'field', field: field('*') }]);
    expect(parseSelect('id, name:full_name,data->room->>number,id::text')).toEqual([
      { kind: 'field', field: field('id') },
      { kind: 'field', alias: 'name', field: field('full_name') },
      {
        kind: 'field',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'room' },
            { arrow: '->>', key: 'number' },
          ],
        },
      },
      { kind: 'field', field: field('id'), cast: 'text' },
    ]);
    expect(parseSelect('*,guide:staff_members!bookings_guide_fk!inner(name,lodge:lodges(*))')).toEqual([
      { kind: 'field', field: field('*') },
      {
        kind: 'embed',
        name: 'staff_members',
        alias: 'guide',
        hint: 'bookings_guide_fk',
        inner: true,
        children: [
          { kind: 'field', field: field('name') },
          {
            kind: 'embed',
            name: 'lodges',
            alias: 'lodge',
            inner: false,
            children: [{ kind: 'field', field: field('*') }],
          },
        ],
      },
    ]);
  });

  it('refuses aggregates with 400 PGRST123, as Supabase (aggregates disabled) does', () => {
    expect(() => parseSelect('count()')).toThrow(expect.objectContaining({ code: 'PGRST123', status: 400 }));
  });

  it('refuses casts to anything but a type name', () => {
    expect(() => parseSelect('id::text);drop table x')).toThrow(RestError);
    expect(() => parseSelect('id,owner(*')).toThrow(/failed to parse select/);
  });

  it('parses operator expressions including not., in lists, quantifiers and fts languages', () => {
    expect(parseOpExpr('eq.42')).toEqual({
      negated: false,
      operation: { kind: 'quant', op: 'eq', value: '42' },
    });
    expect(parseOpExpr('not.is.null')).toEqual({ negated: true, operation: { kind: 'is', value: 'null' } });
    expect(parseOpExpr('in.(a,"b,c",d)').operation).toEqual({ kind: 'in', values: ['a', 'b,c', 'd'] });
    expect(parseOpExpr('like(any).{a*,b*}').operation).toEqual({
      kind: 'quant',
      op: 'like',
      quant: 'any',
      value: '{a*,b*}',
    });
    expect(parseOpExpr('fts(english).cat').operation).toEqual({
      kind: 'fts',
      op: 'fts',
      language: 'english',
      value: 'cat',
    });
    expect(parseOpExpr('cs.{a,b}').operation).toEqual({ kind: 'simple', op: 'cs', value: '{a,b}' });
  });

  it('refuses unknown operators, bad is values and bad languages with PGRST100', () => {
    expect(() => parseOpExpr('approx.1')).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
    expect(() => parseOpExpr('is.maybe')).toThrow(RestError);
    expect(() => parseOpExpr('42')).toThrow(RestError);
    expect(() => parseOpExpr("fts(english');--).x")).toThrow(RestError);
    expect(() => parseOpExpr('neq(any).{1}')).toThrow(RestError);
  });

  it('parses nested logic trees with negation and quoted values', () => {
    expect(parseLogicTree('not.or', '(id.eq.1,and(username.is.null,full_name.eq."a,b"))')).toEqual({
      kind: 'expr',
      negated: true,
      op: 'or',
      children: [
        {
          kind: 'filter',
          filter: { field: field('id'), negated: false, operation: { kind: 'quant', op: 'eq', value: '1' } },
        },
        {
          kind: 'expr',
          negated: false,
          op: 'and',
          children: [
            {
              kind: 'filter',
              filter: { field: field('username'), negated: false, operation: { kind: 'is', value: 'null' } },
            },
            {
              kind: 'filter',
              filter: {
                field: field('full_name'),
                negated: false,
                operation: { kind: 'quant', op: 'eq', value: 'a,b' },
              },
            },
          ],
        },
      ],
    });
    expect(() => parseLogicTree('or', 'id.eq.1')).toThrow(RestError);
  });

  it('parses order terms with direction and nulls placement', () => {
    expect(parseOrder('full_name.desc.nullslast,id')).toEqual([
      { field: field('full_name'), descending: true, nulls: 'last' },
      { field: field('id'), descending: false },
    ]);
    expect(() => parseOrder('id.sideways')).toThrow(RestError);
  });

  it('attaches modifiers to embed paths and separates reserved parameters', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id&id=eq.1&order=id.desc&limit=5&offset=10&notes.order=at.desc&notes.limit=2&notes.not.or=(a.eq.1)&on_conflict=id&columns=%22id%22,%22username%22',
      ),
    );
    expect(query.filters).toEqual([
      {
        path: [],
        value: { field: field('id'), negated: false, operation: { kind: 'quant', op: 'eq', value: '1' } },
      },
    ]);
    expect(query.order).toEqual([
      { path: [], value: [{ field: field('id'), descending: true }] },
      { path: ['notes'], value: [{ field: field('at'), descending: true }] },
    ]);
    expect(query.limits).toEqual([
      { path: [], value: 5 },
      { path: ['notes'], value: 2 },
    ]);
    expect(query.offsets).toEqual([{ path: [], value: 10 }]);
    expect(query.logic[0]).toMatchObject({ path: ['notes'], value: { negated: true, op: 'or' } });
    expect(query.onConflict).toEqual(['id']);
    expect(query.columns).toEqual(['id', 'username']);
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(RestError);
  });

  it('reads RPC GET arguments as the parameters that are not operator expressions', () => {
    const query = parseQuery(new URLSearchParams('a=1&b=hello&status=eq.x'), true);
    expect(query.args).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ]);
    expect(query.filters).toHaveLength(1);
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,"b,c",d(e,f),{g,h}')).toEqual(['a', '"b,c"', 'd(e,f)', '{g,h}']);
  });

  it('reads Prefer values sent in one header, collecting unknown ones', () => {
    expect(
      parsePrefer(
        'resolution=merge-duplicates, return=representation,count=exact,tx=rollback,max-affected=3,handling=strict,x=y',
      ),
    ).toEqual({
      return: 'representation',
      resolution: 'merge-duplicates',
      count: 'exact',
      tx: 'rollback',
      maxAffected: 3,
      handling: 'strict',
      invalid: ['x=y'],
    });
    expect(parsePrefer(undefined)).toEqual({ invalid: [] });
  });
});

describe('SQL building', () => {
  it('binds every value as a parameter and quotes catalog identifiers', () => {
    const query = parseQuery(
      new URLSearchParams("select=id&full_name=eq.x'); drop table profiles; --&limit=1"),
    );
    const statement = buildSelect(profiles, rootOf(query));
    expect(statement.text).not.toContain('drop table');
    expect(statement.text).toContain('pgrst_0."full_name" = $1');
    expect(statement.params).toEqual(["x'); drop table profiles; --", 1]);
  });

  it('binds JSON path keys too', () => {
    const query = parseQuery(new URLSearchParams("data->>x'y=eq.1"));
    const statement = buildSelect(profiles, rootOf(query));
    expect(statement.text).not.toContain("x'y");
    expect(statement.params).toEqual(["x'y", '1']);
  });

  it('rejects columns the table does not have with 42703', () => {
    const filter = { field: field('nope'), ...parseOpExpr('eq.1') };
    expect(() => filterSql(profiles, 'pgrst_0', filter, new Params())).toThrow(
      expect.objectContaining({ code: '42703', status: 400 }),
    );
  });
});
