import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../features/organization/products-screen';

export const Route = createFileRoute('/_app/organization/products')({
  component: ProductsScreen,
});
