import { CopyFormMark } from '../../ui/copy-form-mark';
import { memo, useState, type FormEvent } from 'react';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { parseMoney, toDecimalString } from '../../data/money';
import {
  newProductId,
  priceUnitLabels,
  productTypes,
  type Product,
  type ProductType,
} from '../../data/products';
import { draftChanged } from '../../ui/draft-changed';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { productTypeLabels } from './product-card';
import { imageUrlProblem, TEXT_LIMITS } from '../../data/field-limits';
import { LimitedTextarea, LimitedTextInput } from '../../ui/limited-text';
import { DialogFooter } from '../../ui/dialog-footer';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';

/** Keeps the product; `over` is the version Keep mine saves over. Resolves to theirs on a conflict (issue 33). */
type SaveProduct = (product: Product, over?: string) => Promise<TheirVersion<Product> | void>;

/** A product in words, for both versions of a conflict. */
const productWords = (product: Pick<Product, 'name' | 'description'>) =>
  `${product.name.trim()} — ${product.description.trim()}`;

interface ProductDraft {
  name: string;
  description: string;
  type: ProductType;
  image: string;
  /** As typed (major units, e.g. "1850.00"); blank = not priced. */
  price: string;
  cost: string;
}

/** A typed optional amount: blank → null, else minor units or the message for its field. */
function optionalAmount(text: string, currency: string): { minor: number | null } | { error: string } {
  return text.trim() === '' ? { minor: null } : parseMoney(text, currency);
}

// One definition, shared with Guest Experience's picture links (issue 34).
export { IMAGE_URL_PROBLEM, imageUrlProblem } from '../../data/field-limits';

const emptyDraft: ProductDraft = {
  name: '',
  description: '',
  type: 'accommodation',
  image: '',
  price: '',
  cost: '',
};

const draftOf = (product: Product, currency: string): ProductDraft => ({
  name: product.name,
  description: product.description,
  type: product.type,
  image: product.image,
  price: product.price == null ? '' : toDecimalString(product.price, currency),
  cost: product.cost == null ? '' : toDecimalString(product.cost, currency),
});
const typeOptions = productTypes.map((type) => ({ value: type, label: productTypeLabels[type] }));

/**
 * "Add Product" dialog (spec §2, §5): name and description required, type defaulting to accommodation,
 * optional image URL. It only reports the submitted product; the list's machine decides whether it is
 * complete (and keeps the dialog open when it is not, so what was typed stays). While the caller
 * saves, the button shows so; a failed save keeps the form as typed. Memoised: the closed dialog is
 * not redrawn on every tab switch or keystroke of the products screen. Given `initial`, it is the
 * "Edit Product" dialog (issue 8): the form starts from that product and submits it under its id.
 * Price and Cost (issue 20) are optional, typed in the lodge's currency and kept in minor units.
 */
export const AddProductDialog = memo(function AddProductDialog({
  opened,
  onClose,
  onSubmit,
  initial,
  currency,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: SaveProduct;
  /** The product to edit; without it a new product is added. */
  initial?: Product;
  /** The lodge's currency (ISO 4217); null while unknown (amounts read with two decimals). */
  currency?: string | null;
}) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={initial ? 'Edit Product' : 'Add Product'} centered>
      {opened ? (
        <AddProductForm onClose={onClose} onSubmit={onSubmit} initial={initial} currency={currency ?? null} />
      ) : null}
    </GuardedModal>
  );
});

function AddProductForm({
  onClose,
  onSubmit,
  initial,
  currency,
}: {
  onClose: () => void;
  onSubmit: SaveProduct;
  initial?: Product | undefined;
  currency: string | null;
}) {
  const amountCurrency = currency ?? 'USD';
  const opening = initial ? draftOf(initial, amountCurrency) : emptyDraft;
  const [draft, setDraft] = useState<ProductDraft>(opening);
  const requestClose = useDialogDraft(draftChanged(draft, opening), onClose);
  const [tried, setTried] = useState(false);
  const [imageTouched, setImageTouched] = useState(false);
  // A failed save is said by the screen (its toast, the catalogue's words); the form keeps what was typed.
  const save = useSubmit();
  // Issue 33: theirs when a save found the product changed; the next save (Keep mine) is over it.
  const [theirs, setTheirs] = useState<TheirVersion<Product> | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  // One id per draft, so a retried save of the same product cannot add it twice.
  const [id] = useState(() => initial?.id ?? newProductId());
  // An edited product's image as kept (e.g. a bundled 'product-mokoro.svg') is not re-checked.
  const imageProblem = (image: string) => (image === initial?.image ? null : imageUrlProblem(image));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    setTried(true);
    // A bad image link is named on its field and nothing is sent; what was typed stays.
    if (imageProblem(draft.image)) return;
    const price = optionalAmount(draft.price, amountCurrency);
    const cost = optionalAmount(draft.cost, amountCurrency);
    if ('error' in price || 'error' in cost) return;
    const product = {
      id,
      name: draft.name.trim(),
      description: draft.description.trim(),
      type: draft.type,
      image: draft.image.trim(),
      // Only what is priced, or cleared on an edit (null): an unpriced product stays as it was sent.
      ...(price.minor !== null || initial?.price != null ? { price: price.minor } : {}),
      ...(cost.minor !== null || initial?.cost != null ? { cost: cost.minor } : {}),
    };
    const changed = await save.run('The product was not saved.', () => onSubmit(product, over));
    if (changed) {
      setTheirs(changed);
      setOver(changed.at);
    }
  };
  const missing = (value: string) => (tried && value.trim() === '' ? 'Required' : undefined);
  const amountProblem = (value: string) => {
    const parsed = optionalAmount(value, amountCurrency);
    return tried && 'error' in parsed ? parsed.error : null;
  };
  const unit = currency ? ` (${currency})` : '';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {initial ? <CopyFormMark /> : null}
        <LimitedTextInput
          label="Name"
          withAsterisk
          limit={TEXT_LIMITS.productName}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={missing(draft.name)}
          data-autofocus
        />
        <LimitedTextarea
          label="Description"
          withAsterisk
          limit={TEXT_LIMITS.productDescription}
          rows={3}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={missing(draft.description)}
        />
        <Select
          label="Type"
          data={typeOptions}
          value={draft.type}
          onChange={(value) =>
            setDraft({ ...draft, type: productTypes.find((type) => type === value) ?? 'accommodation' })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={`Price${unit}`}
            description={`Optional, ${priceUnitLabels[draft.type]}`}
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => setDraft({ ...draft, price: event.currentTarget.value })}
            error={amountProblem(draft.price)}
          />
          <TextInput
            label={`Cost${unit}`}
            description={`Optional, ${priceUnitLabels[draft.type]}`}
            inputMode="decimal"
            value={draft.cost}
            onChange={(event) => setDraft({ ...draft, cost: event.currentTarget.value })}
            error={amountProblem(draft.cost)}
          />
        </Group>
        <LimitedTextInput
          type="url"
          limit={TEXT_LIMITS.productImage}
          label="Image URL"
          description="Optional. An https:// link; without one the lodge's default picture is shown."
          placeholder="https://"
          value={draft.image}
          onChange={(event) => setDraft({ ...draft, image: event.currentTarget.value })}
          onBlur={() => setImageTouched(true)}
          error={tried || imageTouched ? imageProblem(draft.image) : null}
        />
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={productWords(theirs.row)}
            yours={productWords(draft)}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              setDraft(draftOf(theirs.row, amountCurrency));
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={initial ? 'Save' : 'Add Product'}
            loading={save.pending}
            spaced
          />
        )}
      </Stack>
    </form>
  );
}
