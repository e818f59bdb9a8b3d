import { lazyModule } from '../../lib/lazy-module';
import { loadExplorerData, type ExplorerData } from './coverage-data';
import { loadMachineCatalog, type CatalogMachine } from './machine-catalog';

/** What the explorer's pages draw: every machine, and the generated coverage and words. */
export interface ExplorerRouteData {
  catalog: CatalogMachine[];
  data: ExplorerData;
}

const catalog = lazyModule(loadMachineCatalog);

/**
 * The /machines route's loader (issue 35: "the explorer's data comes from loaders", no fetch in a
 * component's effect): the machine modules (one chunk each) and the generated coverage and words,
 * loaded once a page. Offline before they were ever fetched it rejects with the import's `TypeError`,
 * which the route's error component words (RouteLoadError: "no connection", Try again).
 */
export function loadExplorerRoute(): Promise<ExplorerRouteData> {
  return Promise.all([catalog.load(), loadExplorerData()]).then(([machines, data]) => ({
    catalog: machines,
    data,
  }));
}
