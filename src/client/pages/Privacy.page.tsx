// /privacy: what Porchlight collects, why, how long it keeps it, and the choices families have.
import { IconMicrophoneOff } from '@tabler/icons-react';
import { InfoTable } from '../components/InfoTable/InfoTable.tsx';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { Callout, StaticPage, type PageSection } from '../components/StaticPage/StaticPage.tsx';
import { publicConfig } from '../lib/public-config.ts';

const RETENTION = [
  { label: 'Call audio recordings', value: 'Deleted within 24 hours' },
  { label: 'Call transcripts', value: 'For the life of your account, plus up to 12 months' },
  { label: 'Billing records', value: '7 years, as tax law requires' },
  { label: 'Technical logs', value: '12 months' },
  { label: 'The session cookie that keeps you signed in', value: '7 days' },
  {
    label: 'Messages you send through our contact page',
    value: '12 months, or until you delete your account',
  },
];

function SupportEmail() {
  const email = publicConfig.supportEmail;
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>our support team</>;
}

const SECTIONS: PageSection[] = [
  {
    title: 'Who we are',
    content: (
      <p>
        Porchlight is an AI companion service, started in Pennsylvania, that phones older people every day and
        keeps their families informed. In this policy, “Porchlight”, “we” and “us” mean the company that runs
        the service. “You” means the person who holds the account, and “your loved one” means the person
        Porchlight calls.
      </p>
    ),
  },
  {
    title: 'What we collect',
    content: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, and the alert contacts you choose (the phone
            number and e-mail address where we send updates and alerts).
          </li>
          <li>
            <strong>Your loved one:</strong> their name, phone number, relationship to you, and the state or
            country they live in (which tells us their time zone).
          </li>
          <li>
            <strong>Calls:</strong> the audio recording and a written transcript of each call, and when it
            took place and how long it lasted.
          </li>
          <li>
            <strong>Memories and reminders:</strong> things your loved one shares and asks the companion to
            remember, such as a pill time or a doctor’s appointment.
          </li>
          <li>
            <strong>Billing:</strong> your plan and payment history. Payments are handled by Stripe; your card
            number goes to Stripe and never reaches our servers.
          </li>
          <li>
            <strong>Messages to us:</strong> your name, e-mail address and message when you write to us
            through our contact page.
          </li>
          <li>
            <strong>Technical information:</strong> logs of how the service is used, such as your browser and
            IP address, to keep it working and secure. See our{' '}
            <FadeLink to="/cookies">Cookie Policy</FadeLink> for cookies.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How we use it',
    content: (
      <>
        <p>
          We use this information to place and answer calls at the right time, to remember what your loved one
          asked us to remember, to send you the updates and alerts you asked for, to answer your questions,
          and to bill your plan.
        </p>
        <p>
          Call recordings and transcripts are used to keep the family informed: they are how we write your
          updates and notice when something seems unusual.
        </p>
      </>
    ),
  },
  {
    title: 'Recording and consent',
    content: (
      <>
        <p>
          Pennsylvania law requires everyone on a call to agree before it is recorded. So at the start of
          calls, the companion says that it is an AI, explains that the call is recorded and transcribed, and
          asks your loved one whether that is all right.
        </p>
        <Callout>
          <IconMicrophoneOff size={22} aria-hidden />
          <span>If your loved one says no, recording stops. Their answer is always respected.</span>
        </Callout>
      </>
    ),
  },
  {
    title: 'Signing in',
    content: (
      <>
        <p>Today, you sign in with a one-time code that we e-mail to you. We never ask for a password.</p>
        <p>
          If we offer sign-in with Google or Facebook and you choose it, we receive your name and e-mail
          address from them, and nothing else. We do not post anything on your behalf.
        </p>
      </>
    ),
  },
  {
    title: 'What we never do',
    content: (
      <p>
        We never sell personal data, and we never share it for advertising. We do not give one family’s
        information to another, and we do not use it to build advertising profiles.
      </p>
    ),
  },
  {
    title: 'Who helps us run the service',
    content: (
      <>
        <p>
          A few trusted providers help us run Porchlight, and each receives only what it needs for its job:
        </p>
        <ul>
          <li>a telephone provider, to connect calls and text messages;</li>
          <li>Stripe, to take payments;</li>
          <li>an e-mail provider, to send you codes, updates and alerts;</li>
          <li>an AI language provider, to help the companion understand and reply during calls.</li>
        </ul>
        <p>We may also share information when the law requires it, for example in answer to a court order.</p>
      </>
    ),
  },
  {
    title: 'How we protect it',
    content: (
      <p>
        Your data is encrypted in transit (between your browser or phone and our servers) and at rest (where
        it is stored). Only the people who need it to run and support the service can see it.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    content: <InfoTable headers={['Information', 'How long we keep it']} rows={RETENTION} />,
  },
  {
    title: 'Deleting your account',
    content: (
      <>
        <p>
          You can delete your account at any time from your dashboard. Deleting it removes everything: your
          account, your loved ones’ details, call recordings and transcripts, memories, reminders and alert
          settings. Copies in our encrypted backups disappear as those backups expire, within 12 months.
          Billing records are the only exception: the law requires us to keep them for 7 years.
        </p>
        <p>
          The moment you confirm, we delete everything the service stores that belongs to your account or
          names you or your loved ones: your e-mail address and sign-in codes, your alert contacts, your loved
          ones’ names and numbers, every call with its transcript, summary and recording, memories, reminders,
          notes for the companion, the alerts we sent you, your plan and checkout details, and the messages
          you sent through our contact page from your account’s e-mail address. Nothing is kept in anonymised
          form except counts that cannot be traced back to you, such as how many times the companion gave a
          caller an emergency or crisis line number. Your billing records (invoices and payments) are kept by
          Stripe, our payment processor, for those 7 years.
        </p>
      </>
    ),
  },
  {
    title: 'Your choices',
    content: (
      <ul>
        <li>You can change your alert settings, or delete your account, from your dashboard at any time.</li>
        <li>Your loved one can ask the companion to stop calling, and it will.</li>
        <li>
          You can ask us for a copy of your information, or to correct it, by writing to <SupportEmail />.
        </li>
        <li>Porchlight is for adults: you must be 18 or older to create an account.</li>
      </ul>
    ),
  },
  {
    title: 'Changes and questions',
    content: (
      <p>
        If we make important changes to this policy, we will tell you by e-mail before they take effect. For
        any question about your privacy, write to <SupportEmail /> or use our{' '}
        <FadeLink to="/contact">contact page</FadeLink>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro="Porchlight looks after conversations with the people you love. This policy explains, in plain words, what we collect, why, how long we keep it, and the choices you have."
      sections={SECTIONS}
    />
  );
}
