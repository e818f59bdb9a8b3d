import {
  parseFilter,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseSelect,
  splitTopLevel,
} from '../../../server/rest/query.ts';
import { RestError } from '../../../server/rest/errors.ts';
import { Params, buildSelect, whereClause } from '../../../server/rest/sql.ts';
import type { TableInfo } from '../../../server/rest/catalog.ts';

const profiles: TableInfo = {
  name: 'profiles',
  kind: 'r',
  columns: ['id', 'username', 'full_name', 'updated_at'],
  primaryKey: ['id'],
};

describe('PostgREST query-string parser', () => {
  it('parses select lists with aliases and ignores whitespace', () => {
    expect(parseSelect(null)).toEqual([{ column: '*' }]);
    expect(parseSelect('id, username,name:full_name')).toEqual([
      { column: 'id' },
      { column: 'username' },
      { alias: 'name', column: 'full_name' },
    ]);
  });

  it('refuses embeds and casts with PGRST100 instead of guessing', () => {
    expect(() => parseSelect('id,owner(*)')).toThrow(RestError);
    expect(() => parseSelect('id::text')).toThrow(/failed to parse/);
  });

  it('parses filters including not. and in lists with quoted values', () => {
    expect(parseFilter('id', 'eq.42')).toEqual({ column: 'id', operator: 'eq', negated: false, value: '42' });
    expect(parseFilter('username', 'not.is.null')).toMatchObject({
      operator: 'is',
      negated: true,
      value: 'null',
    });
    expect(parseFilter('full_name', 'in.(a,"b,c",d)').value).toEqual(['a', 'b,c', 'd']);
    expect(parseFilter('full_name', 'in.()').value).toEqual([]);
    expect(parseFilter('full_name', 'like.*ann*').value).toBe('*ann*');
  });

  it('refuses unknown operators and bad is values', () => {
    expect(() => parseFilter('id', 'approx.1')).toThrow(
      expect.objectContaining({ code: 'PGRST100', status: 400 }),
    );
    expect(() => parseFilter('id', 'is.maybe')).toThrow(RestError);
    expect(() => parseFilter('id', '42')).toThrow(RestError);
  });

  it('parses order terms with direction and nulls placement', () => {
    expect(parseOrder('full_name.desc.nullslast,id')).toEqual([
      { column: 'full_name', descending: true, nulls: 'last' },
      { column: 'id', descending: false },
    ]);
    expect(() => parseOrder('id.sideways')).toThrow(RestError);
  });

  it('separates reserved parameters from filters', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id&id=eq.1&order=id.desc&limit=5&offset=10&on_conflict=id&columns=%22id%22,%22username%22',
      ),
    );
    expect(query).toEqual({
      select: [{ column: 'id' }],
      filters: [{ column: 'id', operator: 'eq', negated: false, value: '1' }],
      order: [{ column: 'id', descending: true }],
      limit: 5,
      offset: 10,
      onConflict: ['id'],
      columns: ['id', 'username'],
    });
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(RestError);
    expect(() => parseQuery(new URLSearchParams('or=(id.eq.1,id.eq.2)'))).toThrow(RestError);
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,"b,c",d(e,f)')).toEqual(['a', '"b,c"', 'd(e,f)']);
  });

  it('reads Prefer values sent in one header', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation,count=exact')).toEqual({
      return: 'representation',
      resolution: 'merge-duplicates',
      count: 'exact',
      missing: 'null',
    });
    expect(parsePrefer(undefined)).toEqual({ return: 'minimal', missing: 'null' });
  });
});

describe('SQL building', () => {
  it('binds every value as a parameter and quotes catalog identifiers', () => {
    const query = parseQuery(
      new URLSearchParams("select=id&full_name=eq.x'); drop table profiles; --&limit=1"),
    );
    const statement = buildSelect(profiles, query);
    expect(statement.text).not.toContain('drop table');
    expect(statement.text).toContain('"full_name" = $1');
    expect(statement.params).toEqual(["x'); drop table profiles; --", 1]);
  });

  it('rejects columns the table does not have with 42703', () => {
    const filters = [parseFilter('nope', 'eq.1')];
    expect(() => whereClause(profiles, filters, new Params())).toThrow(
      expect.objectContaining({ code: '42703', status: 400 }),
    );
  });
});
