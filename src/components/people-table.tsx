import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { CardTitle } from './list-screen/list-cards';
import { type ListColumn, ListTable, type ListTableProps } from './list-screen/list-table';

type Props<T> = Omit<ListTableProps<T>, 'card'> & {
  /** The person: name and e-mail, first in the table and the title of a phone's card. */
  person: (row: T) => { name: string; email: string };
  /** On a laptop the e-mail has a column of its own (the school managers list of spec 02). */
  emailColumn?: boolean;
};

/** A person's schools, one per line, or 'Not assigned'. */
export function SchoolNames({ schools }: { schools: { _id: string; name: string }[] }) {
  if (!schools.length) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Not assigned</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {schools.map((s) => (
        <Text key={s._id} size="sm">
          {s.name}
        </Text>
      ))}
    </Stack>
  );
}

function Who({ name, email }: { name: string; email: string }) {
  return <CardTitle name={name} detail={email} />;
}

/**
 * A list of people (users, students, teachers, school managers): the person first (name over e-mail, or two
 * columns), and on a phone a card per person titled with them.
 */
export function PeopleTable<T>({ person, emailColumn = false, columns, ...table }: Props<T>) {
  const { t } = useLingui();
  const name = t`Name`;
  const first: ListColumn<T>[] = emailColumn
    ? [
        { header: name, cell: (row) => person(row).name, td: { fw: 500 } },
        { header: t`Email`, cell: (row) => person(row).email },
      ]
    : [{ header: name, cell: (row) => <Who {...person(row)} /> }];
  return (
    <ListTable
      {...table}
      columns={[...first, ...columns]}
      card={{ name: (row) => person(row).name, title: (row) => <Who {...person(row)} /> }}
    />
  );
}
