import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Center, Grid, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ClassSummary } from '#contract/classes';
import type { Role } from '#contract/roles';
import { PageHeader } from '#src/components/page-header';
import { compareText } from '#src/lib/compare-text';
import { useErrorToast } from '#src/lib/use-error-toast';
import type { ClassKey } from '../api/class-detail';
import { useClasses } from '../api/list-classes';
import { ClassCard } from './class-card';
import { ClassDetailPanel } from './class-detail-panel';
import { DataLoader } from '#src/components/network/not-on-device';

/** Titles per role (spec 02 §2 Classes). */
export const CLASSES_TITLES: Record<Role, MessageDescriptor> = {
  student: msg`My Class`,
  teacher: msg`My Classes`,
  school_manager: msg`School Classes`,
  institution_manager: msg`Institution Classes`,
  admin: msg`Classes Management`,
};

const UNASSIGNED = { reason: 'no assignment' };

const sameClass = (a: ClassKey | null, b: ClassSummary) =>
  a?.schoolId === b.school_id && a.classLevel === b.class_level;

/** /classes: cards per class (grouped by school); a click toggles the detail panel. */
export function ClassesScreen({ role, unassigned }: { role: Role; unassigned: boolean }) {
  const query = useClasses();
  const { i18n, t } = useLingui();
  useErrorToast(query.error, t`Failed to load classes data`);
  // A teacher, manager or student with no school or class assigned has nothing to list (spec 02 §8).
  useErrorToast(unassigned ? UNASSIGNED : null, t`Unable to determine user role or assignment`);
  const [selected, setSelected] = useState<ClassKey | null>(null);
  const [school, setSchool] = useState<string>('all');
  const wide = useMediaQuery('(min-width: 62em)', true);

  const all = query.data?.data ?? [];
  // Schools in one order everywhere: by name (compareText), as the dashboards list them.
  const schools = useMemo(
    () => [...new Map(all.map((c) => [c.school_id, c.school_name])).entries()].sort((a, b) => compareText(a[1], b[1])),
    [all],
  );
  const shown = school === 'all' ? all : all.filter((c) => c.school_id === school);
  const groups = useMemo(() => {
    const bySchool = new Map<string, ClassSummary[]>();
    for (const c of shown) bySchool.set(c.school_id, [...(bySchool.get(c.school_id) ?? []), c]);
    const name = (classes: ClassSummary[]) => classes[0]?.school_name ?? '';
    return [...bySchool.entries()].sort((a, b) => compareText(name(a[1]), name(b[1])));
  }, [shown]);

  const toggle = (c: ClassSummary) =>
    setSelected((current) => (sameClass(current, c) ? null : { schoolId: c.school_id, classLevel: c.class_level }));
  const panel = <ClassDetailPanel selected={selected} onClose={() => setSelected(null)} />;
  // On a phone the panel opens below the school's cards, out of sight of the card tapped: bring it into view.
  const narrowPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!wide && selected) narrowPanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [wide, selected]);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl">
        <DataLoader />
      </Center>
    );
  } else if (shown.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          {query.isError ? t`Could not load the classes.` : t`No classes found`}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        {groups.map(([schoolId, classes]) => (
          <Stack key={schoolId} gap="sm">
            {schools.length > 1 && (
              <Title order={2} size="h4">
                {classes[0]?.school_name}
              </Title>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
              {classes.map((c) => (
                <ClassCard
                  key={c.class_level}
                  item={c}
                  selected={sameClass(selected, c)}
                  showSchool={false}
                  showRegister={role !== 'student'}
                  onToggle={() => toggle(c)}
                />
              ))}
            </SimpleGrid>
            {!wide && selected?.schoolId === schoolId && (
              <Box ref={narrowPanel} style={{ scrollMarginTop: 72 }}>
                {panel}
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={i18n._(CLASSES_TITLES[role])}
        subtitle={
          role === 'student'
            ? t`Your class: its curriculum progress and recent sessions`
            : t`Students, curriculum progress and sessions of each class`
        }
        actions={
          schools.length > 1 && (
            <Select
              aria-label={t`Filter by school`}
              data={[{ value: 'all', label: t`All schools` }, ...schools.map(([value, label]) => ({ value, label }))]}
              value={school}
              allowDeselect={false}
              w={{ base: '100%', xs: 280 }}
              onChange={(value) => {
                setSchool(value ?? 'all');
                setSelected(null);
              }}
            />
          )
        }
      />
      {wide ? (
        <Grid gap="lg">
          <Grid.Col span={8}>{body}</Grid.Col>
          <Grid.Col span={4}>
            <Box pos="sticky" top={72}>
              {panel}
            </Box>
          </Grid.Col>
        </Grid>
      ) : (
        <Stack>
          {body}
          {!selected && shown.length > 0 && panel}
        </Stack>
      )}
    </>
  );
}
