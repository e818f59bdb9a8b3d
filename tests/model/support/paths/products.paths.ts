import { createActor, type SnapshotFrom } from 'xstate';
import { productsMachine, type ProductRecord, type ProductTab } from '../../../../machines/products.machine';
import { testProducts } from '../../../support/lodge-fixtures';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const starBed: ProductRecord = {
  id: 'model-star-bed',
  name: 'Star Bed',
  description: 'A raised deck to sleep under the stars, mosquito net included.',
  type: 'accommodation',
  image: '',
};

export const search = (query: string) => ({ type: 'search.change', query });
export const tab = (value: ProductTab) => ({ type: 'tab.change', tab: value });
export const open = { type: 'dialog.open' };
export const close = { type: 'dialog.close' };
export const edit = { type: 'product.edit', productId: 'p2chal' };
export const askDelete = { type: 'product.delete', productId: 'p4walk' };
export const deleted = { type: 'product.deleted', productId: 'p4walk' };
/** One payload per outcome of `hasRequiredFields`. */
export const submit = {
  complete: { type: 'product.submit', product: starBed },
  blankName: { type: 'product.submit', product: { ...starBed, name: '   ' } },
  noDescription: { type: 'product.submit', product: { ...starBed, description: '' } },
};

/** The save's answers: the saved product, or a refusal (issue 19: the machine has a `saving` state). */
export const saved = { type: 'xstate.done.actor.saveProduct', output: starBed };
export const refused = {
  type: 'xstate.error.actor.saveProduct',
  error: { code: '42501', message: 'permission denied for table products' },
};

/** The seeded lodge's products, as the route loader hands them to the screen. */
export const sampleProducts = testProducts();

export const EVENTS: ModelEvent[] = [
  search('MOKORO'), // name or description, any case
  search('hot air balloon'), // nothing
  search(''),
  tab('all'),
  tab('accommodation'),
  tab('activity'),
  tab('package'),
  open,
  close,
  edit,
  askDelete,
  deleted,
  ...Object.values(submit),
  saved,
  refused,
];

export const model = createMachineModel(productsMachine, {
  events: EVENTS,
  input: { products: sampleProducts },
  offer: (s, e) => s.matches('browsing') || !(e.type === 'search.change' || e.type === 'tab.change'),
});
export const generatedPaths = model.getShortestPaths();

/**
 * A scripted path. getPathsFromEvents first maps every state its events reach, so the key must be
 * finite: what the screen shows (value, query, tab) and the list length, capped (each submit adds one).
 */
export const scenario = (events: ModelEvent[]) =>
  model.getPathsFromEvents(events, {
    // getPathsFromEvents ignores `input` for its start state; start from a snapshot that has it.
    fromState: createActor(productsMachine, { input: { products: sampleProducts } }).getSnapshot(),
    serializeState: (s: SnapshotFrom<typeof productsMachine>) =>
      JSON.stringify([s.value, s.context.query, s.context.tab, Math.min(s.context.products.length, 7)]),
  } as never)[0]!;
export const SCENARIOS = [
  {
    name: 'a search narrows every tab',
    path: scenario([search('MOKORO'), tab('activity'), tab('package'), tab('accommodation')]),
  },
  {
    name: 'a search with no match: the empty text of All and of each type',
    path: scenario([
      search('hot air balloon'),
      tab('accommodation'),
      tab('activity'),
      tab('package'),
      tab('all'),
    ]),
  },
  {
    name: 'an edited product keeps its place; a deleted one leaves every tab',
    path: scenario([
      tab('accommodation'),
      edit,
      submit.blankName,
      submit.complete,
      saved,
      tab('activity'),
      askDelete,
      close,
      askDelete,
      deleted,
      tab('all'),
    ]),
  },
  {
    name: 'an incomplete product is refused, completed it goes to the top and is found by search',
    path: scenario([
      tab('activity'),
      open,
      submit.noDescription,
      submit.complete,
      saved,
      tab('accommodation'),
      search('stars'),
      tab('all'),
    ]),
  },
];

/** What products.model.test.tsx runs: the generated paths and the named scenarios. */
export const productsPathSet: ModelPathSet = {
  machineId: 'products',
  runs: [
    {
      machine: productsMachine,
      input: { products: sampleProducts },
      paths: [...named(generatedPaths), ...SCENARIOS.map((s) => ({ name: s.name, path: s.path }))],
    },
  ],
};
