import { memo } from 'react';
import { Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../data/money';
import {
  defaultProductImage,
  priceUnitLabels,
  productImageSrc,
  type Product,
  type ProductType,
} from '../../data/products';
import { RowActions } from '../../ui/row-actions';

/** Display names of the product types. */
export const productTypeLabels: Readonly<Record<ProductType, string>> = {
  accommodation: 'Accommodation',
  activity: 'Activity',
  package: 'Package',
};

/**
 * One product: its picture (the default image when the URL is blank or not http(s), or fails to load),
 * name, type and description; with `onEdit`/`onDelete` (owners and managers, issue 8) an Edit and a
 * Delete button. The list puts it in its `li`. Memoised: a tab switch or search only hides or shows
 * cards, and does not redraw them (pass stable callbacks).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onEdit,
  onDelete,
  currency,
}: {
  product: Product;
  /** The lodge's currency for the price (issue 20); null while unknown. */
  currency?: string | null | undefined;
  onEdit?: ((productId: string) => void) | undefined;
  onDelete?: ((productId: string) => void) | undefined;
}) {
  const src = productImageSrc(product.image);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Group wrap="nowrap" gap={0} align="stretch">
        <Box w={100} miw={100} mih={112}>
          <Image
            src={src}
            fallbackSrc={defaultProductImage}
            alt={
              src === defaultProductImage
                ? `Lodge default picture for ${product.name}`
                : `Picture of ${product.name}`
            }
            h="100%"
            fit="cover"
          />
        </Box>
        <Stack gap={4} p="sm" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} lh={1.3}>
            {product.name}
          </Text>
          <Badge variant="outline" color="gray.8" size="sm">
            {productTypeLabels[product.type]}
          </Badge>
          <Text size="sm" lineClamp={3}>
            {product.description}
          </Text>
          {product.price != null && currency ? (
            <Text size="sm" fw={600}>
              {formatMoney(product.price, currency)} {priceUnitLabels[product.type]}
            </Text>
          ) : null}
          {onEdit && onDelete ? (
            <RowActions
              name={product.name}
              onEdit={() => onEdit(product.id)}
              onDelete={() => onDelete(product.id)}
              mt={-4}
              mb={-8}
              mr={-8}
            />
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
});
