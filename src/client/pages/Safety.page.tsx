// /safety: the crisis protocol the AI-companion laws ask us to publish (New York, in force since
// 2025-11-05; California SB 243, since 2026-01-01): that the companion is an AI, what it does in
// an emergency or when someone talks of self-harm, what it never does, and what the family hears.
// It describes what the code does (docs/companion.md, "Safety is enforced in code").
import { IconAlertTriangle, IconPhoneOff } from '@tabler/icons-react';
import { InfoTable } from '../components/InfoTable/InfoTable.tsx';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { Callout, StaticPage, type PageSection } from '../components/StaticPage/StaticPage.tsx';

const Tel = ({ number }: { number: string }) => (
  <a href={`tel:${number}`}>
    <strong>{number}</strong>
  </a>
);

const EMERGENCY_NUMBERS = [
  { label: 'United States', value: <Tel number="911" /> },
  { label: 'France', value: <Tel number="112" /> },
  { label: 'Spain', value: <Tel number="112" /> },
];

const CRISIS_LINES = [
  {
    label: 'United States',
    value: (
      <>
        <Tel number="988" />
        <br />
        Suicide &amp; Crisis Lifeline (call or text)
      </>
    ),
  },
  {
    label: 'France',
    value: (
      <>
        <Tel number="3114" />
        <br />
        <span lang="fr">numéro national de prévention du suicide</span>
      </>
    ),
  },
  {
    label: 'Spain',
    value: (
      <>
        <Tel number="024" />
        <br />
        <span lang="es">Línea de atención a la conducta suicida</span>
      </>
    ),
  },
];

const SECTIONS: PageSection[] = [
  {
    title: 'If someone is in danger right now',
    content: (
      <Callout tone="alert">
        <IconAlertTriangle size={22} aria-hidden />
        <span>
          Don’t wait for Porchlight. Call 911 in the United States, or 112 in France and Spain. If someone is
          thinking about suicide, call or text 988 in the United States, call 3114 in France, or 024 in Spain.
        </span>
      </Callout>
    ),
  },
  {
    title: 'It is a computer program, not a person',
    content: (
      <>
        <p>
          Porchlight’s companion is an AI: a computer program that talks on the phone. It is not a person, and
          it never pretends to be one, or to be a nurse or a doctor.
        </p>
        <p>
          It says so at the start of every call. If a call goes on for a long time, it says it again every 3
          hours.
        </p>
      </>
    ),
  },
  {
    title: 'What it does in an emergency',
    content: (
      <>
        <p>The companion listens for signs that someone needs help now, such as:</p>
        <ul>
          <li>a fall, and they can’t get up;</li>
          <li>chest pain or pressure;</li>
          <li>trouble breathing;</li>
          <li>signs of a stroke: a drooping face, slurred or wrong words, a weak arm;</li>
          <li>smoke or fire;</li>
          <li>an intruder, or someone hurting them.</li>
        </ul>
        <p>When it hears one, it does three things at once:</p>
        <ol>
          <li>It tells them plainly that it cannot call for help itself.</li>
          <li>
            It asks them to hang up and dial their country’s emergency number now, or to ask someone nearby to
            call.
          </li>
          <li>
            It alerts the family immediately, by every channel they set up (text message, e-mail, or both),
            whatever their alert settings say.
          </li>
        </ol>
        <InfoTable headers={['Country', 'Emergency number']} rows={EMERGENCY_NUMBERS} fitLabels />
      </>
    ),
  },
  {
    title: 'If they talk about suicide or self-harm',
    content: (
      <>
        <p>
          Sometimes people say it directly, and sometimes in other words, like “everyone would be better off
          without me”. Either way, the companion:
        </p>
        <ul>
          <li>responds with care, and without judging;</li>
          <li>gives them the crisis line of their country, below, which answers day and night;</li>
          <li>gives them the emergency number too, if they are in danger right now;</li>
          <li>stays on the line and keeps listening;</li>
          <li>alerts the family immediately.</li>
        </ul>
        <InfoTable headers={['Country', 'Crisis line']} rows={CRISIS_LINES} fitLabels />
      </>
    ),
  },
  {
    title: 'When it is not sure, it asks',
    content: (
      <>
        <p>
          People rarely use the words in a textbook. When something might be an emergency, or a sign of
          thoughts of self-harm, but is not clear, the companion asks directly and kindly:
        </p>
        <ul>
          <li>“Are you hurt? Do you need help right now?”</li>
          <li>“Are you thinking about ending your life?”</li>
        </ul>
        <p>
          Then it acts on the answer. If the question was about self-harm, the family is told even if the
          answer is no. A question too many is far better than a missed emergency, and a figure of speech such
          as “I’m dying to see the grandchildren” is understood as just that.
        </p>
      </>
    ),
  },
  {
    title: 'What it never does',
    content: (
      <>
        <Callout tone="alert">
          <IconPhoneOff size={22} aria-hidden />
          <span>Porchlight never calls 911, or any other emergency service, itself.</span>
        </Callout>
        <p>
          Porchlight is a companion. It is not a medical device, and it is not a monitoring or alarm service,
          and it does not replace one. If your loved one needs a medical alert button or a monitored alarm,
          please keep it, or get one.
        </p>
      </>
    ),
  },
  {
    title: 'What the family is told',
    content: (
      <>
        <p>
          When something is wrong, the family gets an alert straight away. It names your loved one, gives the
          time where they live, and says what they said. It goes out on every channel you set up, by text
          message, e-mail or both, even if you turned your other alerts off. If you have not set up an alert
          contact, we send it to the e-mail address you sign in with.
        </p>
        <p>
          You can set or change your alert phone and e-mail at any time from your dashboard, under
          Notification Settings.
        </p>
      </>
    ),
  },
  {
    title: 'How the safety checks work',
    content: (
      <ul>
        <li>They run on every call, including calls from numbers we don’t know.</li>
        <li>They run in our own code, on every sentence your loved one says.</li>
        <li>
          When an AI language model helps the companion talk, it is a second line of safety, never the only
          one.
        </li>
      </ul>
    ),
  },
  {
    title: 'Crisis referrals are counted',
    content: (
      <p>
        The laws on AI companions in New York and California ask us to count crisis referrals: each time the
        companion gives someone the emergency number or a crisis line. We count every emergency and every
        self-harm event, as these laws require.
      </p>
    ),
  },
  {
    title: 'For the person Porchlight calls',
    content: (
      <>
        <p>
          If you ever feel unwell, frightened or very low, you can say so. Porchlight will tell you who to
          call, stay with you, and let your family know.
        </p>
        <p>
          Remember that it cannot send help itself. In an emergency, hang up and dial 911 in the United
          States, or 112 in France and Spain.
        </p>
      </>
    ),
  },
  {
    title: 'Questions',
    content: (
      <p>
        If you have a question about how Porchlight keeps your loved one safe, please write to us on our{' '}
        <FadeLink to="/contact">contact page</FadeLink>.
      </p>
    ),
  },
];

export default function SafetyPage() {
  return (
    <StaticPage
      title="Safety and crisis protocol"
      intro="Porchlight’s companion talks with people we love, so it must know what to do when something is wrong. This page explains, in plain words, what it does in an emergency or a crisis, what it never does, and what the family is told."
      sections={SECTIONS}
    />
  );
}
