import { List, Text } from '@mantine/core';
import { Section, StaticPage } from '../components/StaticPage/StaticPage.tsx';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      intro="These terms are the agreement between you and Porchlight for using our AI phone companion service. Please read them; they are written to be understood."
    >
      <Section title="The service">
        <Text>
          Porchlight is an AI companion that phones the person you register every day, answers when they call,
          keeps them company, and reminds them of things they asked it to remember. It always says it is an
          AI. Calls are recorded and transcribed so you can be kept informed.
        </Text>
        <Text fw={600}>
          Porchlight is not a medical or emergency service. It cannot call for help. In an emergency, call
          911.
        </Text>
      </Section>
      <Section title="Who can use it">
        <Text>
          You must be at least 18 years old to create an account. You confirm that the person you register has
          agreed to receive calls from Porchlight, or that you are allowed to arrange them on their behalf.
        </Text>
      </Section>
      <Section title="Plans, minutes and payment">
        <List>
          <List.Item>
            New accounts start with a free trial. After it, access is by a monthly plan of call minutes.
          </List.Item>
          <List.Item>
            Prices are shown in US dollars per month and are charged to your card through Stripe.
          </List.Item>
          <List.Item>Unused minutes expire at the end of each billing cycle.</List.Item>
          <List.Item>
            Upgrades take effect immediately; downgrades take effect at the next billing cycle.
          </List.Item>
          <List.Item>
            You can cancel anytime. We do not give refunds for a billing period that has started.
          </List.Item>
        </List>
      </Section>
      <Section title="Changes to these terms and prices">
        <Text>
          We will give you at least 30 days’ notice by e-mail before changes to these terms or to prices take
          effect.
        </Text>
      </Section>
      <Section title="Disputes">
        <Text>
          If something goes wrong, please contact us first: we will try to resolve it informally within 30
          days. If we cannot, disputes are settled by binding individual arbitration rather than in court,
          except for small-claims matters.
        </Text>
      </Section>
      <Section title="Liability">
        <Text>
          To the extent the law allows, our total liability to you is limited to the greater of USD 100 or the
          fees you paid us in the 12 months before the claim.
        </Text>
      </Section>
      <Section title="Governing law">
        <Text>These terms are governed by the laws of the Commonwealth of Pennsylvania.</Text>
      </Section>
    </StaticPage>
  );
}
