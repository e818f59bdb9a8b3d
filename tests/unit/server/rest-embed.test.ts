import type { Relationship } from '../../../server/rest/catalog.ts';
import { findRelationship } from '../../../server/rest/embed.ts';
import { closest } from '../../../server/rest/fuzzy.ts';

/** `projects.client_id → clients.id` seen from projects, and a self-reference `staff.manager_id → staff.id`. */
const projectRels: Relationship[] = [
  {
    constraint: 'projects_client_id_fkey',
    table: 'projects',
    foreignTable: 'clients',
    columns: [['client_id', 'id']],
    cardinality: 'm2o',
    isSelf: false,
  },
  {
    constraint: 'tasks_project_id_fkey',
    table: 'projects',
    foreignTable: 'tasks',
    columns: [['id', 'project_id']],
    cardinality: 'o2m',
    isSelf: false,
  },
];
const staffRels: Relationship[] = [
  {
    constraint: 'staff_manager_fk',
    table: 'staff',
    foreignTable: 'staff',
    columns: [['manager_id', 'id']],
    cardinality: 'm2o',
    isSelf: true,
  },
  {
    constraint: 'staff_manager_fk',
    table: 'staff',
    foreignTable: 'staff',
    columns: [['id', 'manager_id']],
    cardinality: 'o2m',
    isSelf: true,
  },
];

describe('findRelationship (PostgREST findRel)', () => {
  it('finds a relationship by table, constraint or single foreign-key column', () => {
    expect(findRelationship('projects', projectRels, 'clients').constraint).toBe('projects_client_id_fkey');
    expect(findRelationship('projects', projectRels, 'projects_client_id_fkey').foreignTable).toBe('clients');
    expect(findRelationship('projects', projectRels, 'client_id').foreignTable).toBe('clients');
    expect(findRelationship('projects', projectRels, 'tasks', 'project_id').cardinality).toBe('o2m');
    expect(findRelationship('projects', projectRels, 'clients', 'id').cardinality).toBe('m2o');
  });

  it('reads a self-reference as one-to-many by table name and many-to-one by column name', () => {
    expect(findRelationship('staff', staffRels, 'staff').cardinality).toBe('o2m');
    expect(findRelationship('staff', staffRels, 'manager_id').cardinality).toBe('m2o');
    expect(findRelationship('staff', staffRels, 'staff', 'manager_id').cardinality).toBe('o2m');
  });

  it('refuses unknown targets with PGRST200, suggesting a close one', () => {
    expect(() => findRelationship('projects', projectRels, 'client')).toThrow(
      expect.objectContaining({
        code: 'PGRST200',
        status: 400,
        body: expect.objectContaining({ hint: "Perhaps you meant 'clients' instead of 'client'." }),
      }),
    );
  });
});

describe('closest (fuzzy "Perhaps you meant")', () => {
  it('suggests near names and nothing for far ones', () => {
    expect(closest('bookngs', ['bookings', 'lodges'], 0.75)).toBe('bookings');
    expect(closest('xyz', ['bookings', 'lodges'], 0.75)).toBeUndefined();
  });
});
