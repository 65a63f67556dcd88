import { useLingui } from '@lingui/react/macro';
import { Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { EnquiryForm } from '../features/public-forms/components/enquiry-form';
import { EnquiryInfoCards } from '../features/public-forms/components/info-cards';
import { PublicPage } from '../features/public-forms/components/public-page';

/** Public (no sign-in): the institution enquiry (spec 03 §2). */
export const Route = createFileRoute('/enquire')({
  component: function EnquirePage() {
    const { t } = useLingui();
    return (
      <PublicPage
        title={t`Institution Enquiry`}
        subtitle={t`Bring the AI curriculum to your school. Tell us about your institution and we will contact you.`}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EnquiryForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <EnquiryInfoCards />
          </Grid.Col>
        </Grid>
      </PublicPage>
    );
  },
});
