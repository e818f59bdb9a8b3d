import { memo, useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { newProductId, productTypes, type Product, type ProductType } from '../../data/products';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { productTypeLabels } from './product-card';

interface ProductDraft {
  name: string;
  description: string;
  type: ProductType;
  image: string;
}

/** The inline message for an image URL that is not an https:// link (issue 12). */
export const IMAGE_URL_PROBLEM = 'Enter a full https:// link, like https://example.com/photo.jpg';

/**
 * Null when `value` (trimmed) is blank (the image is optional) or an absolute https:// URL with a
 * host, else the message to show on the field. "not a url" and "http://…" are refused.
 */
export function imageUrlProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' && url.hostname.includes('.') ? null : IMAGE_URL_PROBLEM;
  } catch {
    return IMAGE_URL_PROBLEM;
  }
}

const emptyDraft: ProductDraft = { name: '', description: '', type: 'accommodation', image: '' };
const typeOptions = productTypes.map((type) => ({ value: type, label: productTypeLabels[type] }));

/**
 * "Add Product" dialog (spec §2, §5): name and description required, type defaulting to accommodation,
 * optional image URL. It only reports the submitted product; the list's machine decides whether it is
 * complete (and keeps the dialog open when it is not, so what was typed stays). While the caller
 * saves, the button shows so; a failed save keeps the form as typed. Memoised: the closed dialog is
 * not redrawn on every tab switch or keystroke of the products screen. Given `initial`, it is the
 * "Edit Product" dialog (issue 8): the form starts from that product and submits it under its id.
 */
export const AddProductDialog = memo(function AddProductDialog({
  opened,
  onClose,
  onSubmit,
  initial,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (product: Product) => Promise<void>;
  /** The product to edit; without it a new product is added. */
  initial?: Product;
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={initial ? 'Edit Product' : 'Add Product'} centered>
      {opened ? <AddProductForm onClose={onClose} onSubmit={onSubmit} initial={initial} /> : null}
    </GuardedModal>
  );
});

function AddProductForm({
  onClose,
  onSubmit,
  initial,
}: {
  onClose: () => void;
  onSubmit: (product: Product) => Promise<void>;
  initial?: Product | undefined;
}) {
  const [draft, setDraft] = useState<ProductDraft>(initial ?? emptyDraft);
  const opening = initial ?? emptyDraft;
  const requestClose = useDialogDraft(
    (Object.keys(emptyDraft) as (keyof ProductDraft)[]).some((field) => draft[field] !== opening[field]),
    onClose,
  );
  const [tried, setTried] = useState(false);
  const [imageTouched, setImageTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  // One id per draft, so a retried save of the same product cannot add it twice.
  const [id] = useState(() => initial?.id ?? newProductId());
  // An edited product's image as kept (e.g. a bundled 'product-mokoro.svg') is not re-checked.
  const imageProblem = (image: string) => (image === initial?.image ? null : imageUrlProblem(image));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    // A bad image link is named on its field and nothing is sent; what was typed stays.
    if (imageProblem(draft.image)) return;
    setSaving(true);
    // A failed save is reported by the caller; the form keeps what was typed.
    await onSubmit({
      id,
      name: draft.name.trim(),
      description: draft.description.trim(),
      type: draft.type,
      image: draft.image.trim(),
    }).catch(() => {});
    setSaving(false);
  };
  const missing = (value: string) => (tried && value.trim() === '' ? 'Required' : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={missing(draft.name)}
          data-autofocus
        />
        <Textarea
          label="Description"
          withAsterisk
          rows={3}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={missing(draft.description)}
        />
        <Select
          label="Type"
          data={typeOptions}
          value={draft.type}
          onChange={(value) => setDraft({ ...draft, type: (value as ProductType | null) ?? 'accommodation' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="url"
          label="Image URL"
          description="Optional. An https:// link; without one the lodge's default picture is shown."
          placeholder="https://"
          value={draft.image}
          onChange={(event) => setDraft({ ...draft, image: event.currentTarget.value })}
          onBlur={() => setImageTouched(true)}
          error={tried || imageTouched ? imageProblem(draft.image) : null}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {initial ? 'Save' : 'Add Product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
