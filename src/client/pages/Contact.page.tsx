// /contact: a message to the Porchlight team, and the other ways to reach us.
import { Container, Grid } from '@mantine/core';
import { ContactDetails } from '../components/ContactDetails/ContactDetails.tsx';
import { ContactForm } from '../components/ContactForm/ContactForm.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { LAST_UPDATED, PageBand } from '../components/StaticPage/StaticPage.tsx';

export default function ContactPage() {
  return (
    <PublicLayout title="Contact us">
      <PageBand
        title="Contact us"
        updated={LAST_UPDATED}
        intro="Questions about Porchlight, your plan, or how the calls work? Send us a message and we’ll get back to you by e-mail."
      />
      <Container size="lg" pt={{ base: 32, sm: 52 }} pb={{ base: 56, sm: 88 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </Grid.Col>
        </Grid>
      </Container>
    </PublicLayout>
  );
}
