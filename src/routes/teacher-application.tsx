import { useLingui } from '@lingui/react/macro';
import { Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationInfoCards } from '../features/public-forms/components/info-cards';
import { PublicPage } from '../features/public-forms/components/public-page';
import { TeacherApplicationForm } from '../features/public-forms/components/teacher-application-form';

/** Public (no sign-in): the teacher job application (spec 03 §2). On a phone the cards follow the form. */
export const Route = createFileRoute('/teacher-application')({
  component: function TeacherApplicationPage() {
    const { t } = useLingui();
    return (
      <PublicPage
        title={t`Teacher Application`}
        subtitle={t`Teach our AI curriculum to grades 1 to 12 in schools across NCR and Punjab. No B.Ed needed.`}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TeacherApplicationForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ApplicationInfoCards />
          </Grid.Col>
        </Grid>
      </PublicPage>
    );
  },
});
