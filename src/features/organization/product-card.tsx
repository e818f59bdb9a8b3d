import { memo } from 'react';
import { Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { defaultProductImage, productImageSrc, type Product, type ProductType } from '../../data/products';

/** Display names of the product types. */
export const productTypeLabels: Readonly<Record<ProductType, string>> = {
  accommodation: 'Accommodation',
  activity: 'Activity',
  package: 'Package',
};

/**
 * One product: its picture (the default image when the URL is blank or not http(s), or fails to load),
 * name, type and description. Memoised: a tab switch or search keeps the cards still shown as they are.
 */
export const ProductCard = memo(function ProductCard({ product }: { product: Product }) {
  const src = productImageSrc(product.image);
  return (
    <Paper component="li" withBorder radius="md" style={{ overflow: 'hidden' }}>
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
        </Stack>
      </Group>
    </Paper>
  );
});
