import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';
import type { TheirVersion } from '../../lib/supabase/update-if-unchanged';
import type { LodgeSettings } from '../../lib/supabase/lodge-settings';
import { checkSettings, draftOf, SETTINGS_LIMITS, type LodgeSettingsDraft } from './lodge-settings-rules';
import { LimitedTextInput } from '../../ui/limited-text';

/** IANA time zones the browser knows (the same names Postgres knows). */
function timeZones(current: string): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(current) ? zones : [current, ...zones];
  } catch {
    return [current];
  }
}

/**
 * Lodge settings (/organization, owners; issue 18): name, location, coordinates (for the weather),
 * time zone, currency (ISO 4217), community share %, capacity, reception name and phone. Every field
 * is checked as the database will check it, with the range shown; a failed save keeps what was typed.
 * Issue 33: when another owner saved the settings after they were opened, nothing is written and both
 * versions are shown with Keep mine / Take theirs.
 */
/** Saves the settings; `over` is the version Keep mine saves over. Resolves to theirs on a conflict (issue 33). */
export type SaveSettings = (
  settings: Omit<LodgeSettings, 'sampleContent'>,
  over?: string,
) => Promise<TheirVersion<LodgeSettings> | void>;

/** The settings in words, for both versions of a conflict. */
const settingsWords = (s: LodgeSettingsDraft) =>
  [
    s.name.trim(),
    s.location.trim(),
    s.currency.trim(),
    s.communitySharePct.trim() ? `community share ${s.communitySharePct.trim()}%` : '',
    s.capacity.trim() ? `capacity ${s.capacity.trim()}` : '',
    s.receptionName.trim() ? `reception ${s.receptionName.trim()}` : '',
    s.receptionPhone.trim(),
  ]
    .filter(Boolean)
    .join(', ');

export function LodgeSettingsCard({ settings, onSave }: { settings: LodgeSettings; onSave: SaveSettings }) {
  const [draft, setDraft] = useState<LodgeSettingsDraft>(() => draftOf(settings));
  const [problems, setProblems] = useState<Partial<Record<keyof LodgeSettingsDraft, string>>>({});
  const save = useSubmit('lodge');
  // Issue 33: theirs when a save found the settings changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<TheirVersion<LodgeSettings> | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const zones = useMemo(() => timeZones(settings.timezone), [settings.timezone]);

  const field = (key: keyof LodgeSettingsDraft) => ({
    value: draft[key],
    error: problems[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  const counted = (key: keyof typeof SETTINGS_LIMITS) => ({ limit: SETTINGS_LIMITS[key] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    const checked = checkSettings(draft);
    if (checked.problems) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    const saved = await save.run('The settings were not saved.', async () => {
      const changed = await onSave(checked.settings, over);
      return { changed };
    });
    if (!saved) return;
    if (saved.changed) {
      setTheirs(saved.changed);
      setOver(saved.changed.at);
    } else setTheirs(null);
  };

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="lodge-settings">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="lodge-settings">
              Lodge settings
            </Title>
            <Text size="sm" c="dimmed">
              Only owners see and change these.
            </Text>
          </div>
          <LimitedTextInput label="Name" required {...counted('name')} {...field('name')} />
          <LimitedTextInput label="Location" {...counted('location')} {...field('location')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Latitude" inputMode="decimal" placeholder="-19.13" {...field('latitude')} />
            <TextInput label="Longitude" inputMode="decimal" placeholder="23.47" {...field('longitude')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-6}>
            Coordinates give the dashboard a real weather forecast.
          </Text>
          <Select
            label="Time zone"
            data={zones}
            value={draft.timezone}
            searchable
            allowDeselect={false}
            onChange={(value) => setDraft((current) => ({ ...current, timezone: value ?? current.timezone }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap="sm">
            <TextInput
              label="Currency"
              description={
                settings.currencyLocked
                  ? `Amounts are recorded in ${settings.currency}, so the currency is fixed: changing it would relabel every figure.`
                  : 'ISO 4217, e.g. BWP. Chosen once: it is fixed when the first amount is recorded.'
              }
              maxLength={3}
              autoCapitalize="characters"
              readOnly={settings.currencyLocked}
              {...field('currency')}
            />
            <TextInput
              label="Community share %"
              description="0 to 100. A new share applies from the next open month; closed months keep theirs."
              inputMode="decimal"
              {...field('communitySharePct')}
            />
          </Stack>
          <TextInput
            label="Capacity"
            description="Rooms or beds a night (1 to 10,000)"
            inputMode="numeric"
            {...field('capacity')}
          />
          <LimitedTextInput
            label="Reception name"
            {...counted('receptionName')}
            {...field('receptionName')}
          />
          <LimitedTextInput
            label="Reception phone"
            type="tel"
            inputMode="tel"
            {...counted('receptionPhone')}
            {...field('receptionPhone')}
          />
          {save.problem ? (
            <Alert color="red" variant="light" role="alert">
              {save.problem}
            </Alert>
          ) : null}
          {theirs ? (
            <ConflictChoice
              byName={theirs.byName}
              at={theirs.at}
              theirs={settingsWords(draftOf(theirs.row))}
              yours={settingsWords(draft)}
              keepMineSubmits
              busy={save.pending}
              onTakeTheirs={() => {
                setDraft(draftOf(theirs.row));
                setTheirs(null);
              }}
            />
          ) : (
            <Group justify="flex-end">
              <Button type="submit" loading={save.pending}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
