import { List, Text } from '@mantine/core';
import { Section, StaticPage } from '../components/StaticPage/StaticPage.tsx';
import { publicConfig } from '../lib/public-config.ts';

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro="Porchlight looks after conversations with the people you love. This policy explains what we collect, why, how long we keep it, and the choices you have."
    >
      <Section title="What we collect">
        <List>
          <List.Item>
            Your account: your e-mail address, and the alert phone number and e-mail you choose.
          </List.Item>
          <List.Item>
            Your loved one: their name, phone number, relationship to you, state or country and time zone, and
            the alert settings you pick for them.
          </List.Item>
          <List.Item>
            Calls: the audio recording (when your loved one agrees), a written transcript, and the things they
            ask the companion to remember, such as reminders for pills and appointments.
          </List.Item>
          <List.Item>
            Billing: your plan and payment status. Card details are handled by Stripe and never reach us.
          </List.Item>
          <List.Item>
            Technical logs: when and how the service was used, to keep it working and secure.
          </List.Item>
        </List>
      </Section>
      <Section title="How we use it">
        <Text>
          We use this information to place and answer calls, to remember what your loved one tells the
          companion, to send you the updates and alerts you asked for, and to bill your plan. Calls are
          recorded and transcribed so the family can be kept informed.
        </Text>
        <Text>
          Porchlight calls from Pennsylvania, where every party must agree to a recording. The companion says
          it is an AI, tells your loved one that the call is recorded and transcribed, and asks whether that
          is all right. If they say no, the audio is not recorded and we keep only the notes they agreed to.
        </Text>
      </Section>
      <Section title="What we never do">
        <Text>
          We never sell personal data and never share it for advertising. We do not give one family’s
          information to anyone else. Data is encrypted in transit and at rest.
        </Text>
      </Section>
      <Section title="How long we keep it">
        <List>
          <List.Item>Call audio: deleted within 24 hours.</List.Item>
          <List.Item>Transcripts: for the life of the account, plus up to 12 months.</List.Item>
          <List.Item>Billing records: 7 years, as tax law requires.</List.Item>
          <List.Item>Technical logs: 12 months.</List.Item>
          <List.Item>The session cookie that keeps you signed in: 7 days.</List.Item>
        </List>
        <Text>
          Deleting your account deletes your loved ones’ numbers, calls, transcripts, memories, reminders and
          alerts.
        </Text>
      </Section>
      <Section title="Signing in">
        <Text>
          Today you sign in with a code we e-mail to you. If we offer sign-in with Google or Facebook and you
          choose it, we receive your name and e-mail address from them, and nothing else.
        </Text>
      </Section>
      <Section title="Service providers">
        <Text>
          We use Twilio to connect calls and text messages, Stripe for payments, an e-mail provider to send
          messages, and an AI language model provider to generate the companion’s replies. Each receives only
          what it needs to do that job.
        </Text>
      </Section>
      <Section title="Your choices and questions">
        <Text>
          You can change alert settings or delete your account at any time from your dashboard. Your loved one
          can ask the companion to stop calling at any time. For anything else, write to{' '}
          {publicConfig.supportEmail || 'our support team'} or use the contact page. You must be 18 or older
          to create an account.
        </Text>
      </Section>
    </StaticPage>
  );
}
