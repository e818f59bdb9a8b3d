import type { Transaction } from '@electric-sql/pglite';
import { type RelationInfo, type Relationship, loadRelationships, loadTable } from './catalog.ts';
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import type { AtPath, ParsedQuery, SelectItem } from './query.ts';
import type { Embed, ReadNode } from './read.ts';

/**
 * Read planning: resolves `select` embeds to foreign-key relationships (PostgREST Plan.hs `addRels`,
 * `findRel`) and attaches filters, logic trees, order and ranges to the node their path names.
 */

const fmt = (cols: string[]) => `(${cols.join(', ')})`;

/** PostgREST's `compressedRel` (Error.hs): how an ambiguous candidate is described. */
function describe(rel: Relationship): Record<string, string> {
  const cardinality = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' }[rel.cardinality];
  return {
    cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}${fmt(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${fmt(rel.columns.map((c) => c[1]))}`,
  };
}

const single = (rel: Relationship, side: 0 | 1, name: string) =>
  rel.columns.length === 1 && rel.columns[0]?.[side] === name;

/**
 * Picks the relationship `origin` → `target` (optionally `!hint`) as PostgREST's `findRel`: the target
 * is a table, a constraint name or a foreign-key column of the origin; the hint a constraint or a
 * column of either side. Self-references: `table(*)` is one-to-many, `fk_column(*)` many-to-one.
 * @throws RestError 400 PGRST200 (none), 300 PGRST201 (ambiguous).
 */
export function findRelationship(
  origin: string,
  rels: Relationship[],
  target: string,
  hint?: string,
): Relationship {
  const found = rels.filter((rel) => {
    if (rel.isSelf) {
      if (hint === undefined) {
        return (
          (rel.foreignTable === target && rel.cardinality !== 'm2o') ||
          (single(rel, 0, target) && rel.cardinality === 'm2o')
        );
      }
      return rel.foreignTable === target && rel.cardinality !== 'm2o' && single(rel, 1, hint);
    }
    if (hint === undefined)
      return rel.foreignTable === target || rel.constraint === target || single(rel, 0, target);
    return (
      rel.foreignTable === target && (rel.constraint === hint || single(rel, 0, hint) || single(rel, 1, hint))
    );
  });
  const [first, ...others] = found;
  if (first && others.length === 0) return first;
  if (first) {
    const hints = found.map((rel) => `'${rel.foreignTable}!${rel.constraint}'`).join(', ');
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      found.map(describe),
      `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
    );
  }
  const suggestion = closest(target, [...new Set(rels.map((rel) => rel.foreignTable))], 0.33);
  throw new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema 'public', but no matches were found.`,
    suggestion && suggestion !== target ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null,
  );
}

/**
 * A function of the row named like the embed (PostgREST's computed relationships, SchemaCache.hs
 * `allComputedRels`): `select=*,notes_of(*)` calls `public.notes_of(row)` for each row.
 */
function computedRelationship(relation: RelationInfo, name: string): Relationship | undefined {
  const found = relation.computedRels?.find((rel) => rel.fn === name);
  if (!found) return undefined;
  return {
    constraint: found.fn,
    table: relation.name,
    foreignTable: found.foreignTable,
    columns: [],
    cardinality: found.toOne ? 'm2o' : 'o2m',
    isSelf: false,
    fn: found.fn,
  };
}

interface Planner {
  tx: Transaction;
  next: number;
}

async function planNode(
  planner: Planner,
  relation: RelationInfo,
  table: string | undefined,
  items: SelectItem[],
): Promise<ReadNode> {
  const node: ReadNode = {
    relation,
    alias: `pgrst_${planner.next++}`,
    fields: [],
    embeds: [],
    filters: [],
    logic: [],
    order: [],
  };
  let rels: Relationship[] | undefined;
  for (const item of items) {
    if (item.kind === 'field') {
      node.fields.push(item);
      continue;
    }
    const computed = item.hint === undefined ? computedRelationship(relation, item.name) : undefined;
    rels ??= table === undefined || computed ? [] : await loadRelationships(planner.tx, table);
    const rel = computed ?? findRelationship(table ?? relation.name, rels, item.name, item.hint);
    const child = await loadTable(planner.tx, rel.foreignTable);
    if (!child) throw new Error(`relationship target ${rel.foreignTable} vanished`);
    const embed: Embed = {
      key: item.alias ?? item.name,
      name: item.name,
      node: await planNode(planner, child, child.name, item.children),
      relationship: rel,
      inner: item.inner,
      toOne: rel.cardinality !== 'o2m',
      hidden: item.children.length === 0,
    };
    if (item.alias !== undefined) embed.alias = item.alias;
    node.embeds.push(embed);
  }
  return node;
}

/** The node `path` names (each step an embed's alias, or its name when it has none). @throws PGRST108. */
function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const step of path) {
    const embed = node.embeds.find((e) => e.key === step);
    if (!embed) {
      const aliased = node.embeds.find((e) => e.name === step && e.alias !== undefined);
      throw aliased
        ? new RestError(
            400,
            'PGRST108',
            `'${step}' is not an embedded resource in this request`,
            'Target names are not allowed in filters if they have an alias',
            `Change '${step}' to '${aliased.alias ?? ''}' in filters, orders or limits.`,
          )
        : new RestError(
            400,
            'PGRST108',
            `'${step}' is not an embedded resource in this request`,
            null,
            `Verify that '${step}' is included in the 'select' query parameter.`,
          );
    }
    node = embed.node;
  }
  return node;
}

function attach<T>(root: ReadNode, items: AtPath<T>[], apply: (node: ReadNode, value: T) => void): void {
  for (const item of items) apply(nodeAt(root, item.path), item.value);
}

/**
 * Plans a read of `relation` (`table` names it for relationships; undefined for a function result
 * that is not a table's row type): embeds resolved, modifiers attached to their nodes.
 */
export async function planRead(
  tx: Transaction,
  relation: RelationInfo,
  table: string | undefined,
  query: ParsedQuery,
): Promise<ReadNode> {
  const root = await planNode({ tx, next: 0 }, relation, table, query.select);
  attach(root, query.filters, (node, filter) => node.filters.push(filter));
  attach(root, query.logic, (node, tree) => node.logic.push(tree));
  attach(root, query.order, (node, terms) => node.order.push(...terms));
  attach(root, query.limits, (node, limit) => (node.limit = limit));
  attach(root, query.offsets, (node, offset) => (node.offset = offset));
  return root;
}
