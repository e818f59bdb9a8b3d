import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { InitialsAvatar } from '../../ui/initials-avatar';
import type { StaffMember, StaffRole } from '../../data/staff';
import { initialsOf } from '../../ui/profile-display';

/** Badge colour per role: dark shades, so white badge text passes WCAG AA. */
const roleColors: Readonly<Record<StaffRole, string>> & Readonly<Record<string, string | undefined>> = {
  'Tour Guide': 'lodge',
  Hospitality: 'grape.8',
  'Mokoro Poler': 'blue.8',
};

/** Staff working today (spec §2): avatar, name and role label (display text only). */
export function StaffToday({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {staff.map((member) => (
        <Paper component="li" withBorder radius="md" p="sm" key={member.id}>
          <Group wrap="nowrap" gap="sm">
            <InitialsAvatar
              src={member.avatar}
              alt={`Portrait of ${member.name}`}
              size={38}
              initials={initialsOf({ fullName: member.name })}
            />
            <Text fw={600} style={{ flex: 1 }}>
              {member.name}
            </Text>
            <Badge variant="filled" color={roleColors[member.role] ?? 'gray.7'}>
              {member.role}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
