import { List, Text } from '@mantine/core';
import { Section, StaticPage } from '../components/StaticPage/StaticPage.tsx';

export default function AboutPage() {
  return (
    <StaticPage
      title="About Porchlight"
      intro="Porchlight started in Pennsylvania with a simple worry many of us share: a parent living alone, and not enough hours in the day to call."
    >
      <Section title="Why we built it">
        <Text>
          A daily call does a lot of good. It is someone to talk to, a nudge to take the pills, and a sign
          that everything is all right. Porchlight makes that call every day, patiently and kindly, and lets
          the family know when something is not all right.
        </Text>
      </Section>
      <Section title="How it works">
        <List type="ordered">
          <List.Item>
            You sign up and register your loved one’s phone number, and choose how you would like to hear from
            us.
          </List.Item>
          <List.Item>
            They call Porchlight once. From then on, the companion phones them every day at that hour, always
            asking first whether it is a good time, and stops calling whenever they ask.
          </List.Item>
          <List.Item>
            You get updates after conversations, and an immediate message if something seems unusual.
          </List.Item>
        </List>
      </Section>
      <Section title="What it is not">
        <Text>
          Porchlight is an AI, and it always says so. It is not a doctor, a nurse or an emergency service, and
          it does not give medical, legal or financial advice. In an emergency, call 911.
        </Text>
      </Section>
    </StaticPage>
  );
}
