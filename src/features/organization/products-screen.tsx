import { Page } from '../../ui/page';

/** Products (spec §2). Placeholder until its content lands. */
export function ProductsScreen() {
  return <Page title="Products" />;
}
