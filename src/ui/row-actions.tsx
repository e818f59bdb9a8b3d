import { Button, Group, type GroupProps, type MantineSize } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * **Edit** and **Delete** (or **Remove**) for one row or card, for those who may change it. Each is
 * named for its row ("Edit review by Anna", "Remove Kabo") so a screen reader's button list makes
 * sense, says it opens a dialog, and is 44 px tall. A module of its own: a screen shows these buttons
 * while the dialogs they open load on first use. Other props place the group (margins, `ml="auto"`).
 * Narrow side padding, and the pair wraps rather than squeezes: at 320 px a product card's column left
 * Mantine's default padding no room, and the labels read "Edi" and "Delet".
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
  icons = false,
  size,
  ...group
}: {
  /** The row's name, read after the verb: `Edit ${name}`. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: 'Delete' | 'Remove';
  /** A pencil and a bin before the words. */
  icons?: boolean;
  size?: MantineSize;
} & Omit<GroupProps, 'children'>) {
  return (
    <Group gap={4} justify="flex-end" {...group}>
      <Button
        variant="subtle"
        size={size}
        h={44}
        px="xs"
        leftSection={icons ? <IconPencil size={16} aria-hidden="true" /> : undefined}
        onClick={onEdit}
        aria-haspopup="dialog"
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red.9"
        size={size}
        h={44}
        px="xs"
        leftSection={icons ? <IconTrash size={16} aria-hidden="true" /> : undefined}
        onClick={onDelete}
        aria-haspopup="dialog"
        aria-label={`${deleteLabel} ${name}`}
      >
        {deleteLabel}
      </Button>
    </Group>
  );
}
