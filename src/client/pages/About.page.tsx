// /about: who is behind Porchlight, why it exists, how it works, and what it is not.
import { IconAlertTriangle } from '@tabler/icons-react';
import { HowItWorks } from '../components/HowItWorks/HowItWorks.tsx';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { Callout, StaticPage, type PageSection } from '../components/StaticPage/StaticPage.tsx';

const SECTIONS: PageSection[] = [
  {
    title: 'Why we started Porchlight',
    content: (
      <>
        <p>
          Many of us live hours away from a mom or dad who lives alone. We call when we can, but work,
          children and time zones get in the way, and we worry about the days in between: whether they took
          their pills, remembered the appointment, or simply had someone to talk to.
        </p>
        <p>
          Porchlight began in Pennsylvania as an answer to that worry. Like a porch light left on for someone
          coming home, it is a small, steady sign that somebody is there. A friendly voice calls every day,
          listens, helps them remember, and lets the family know how things are going.
        </p>
      </>
    ),
  },
  {
    title: 'How it works',
    content: <HowItWorks stacked />,
  },
  {
    title: 'What we promise',
    content: (
      <ul>
        <li>
          <strong>Honesty.</strong> The companion always says that it is an AI, and that calls are recorded
          and transcribed.
        </li>
        <li>
          <strong>Respect.</strong> It asks whether it is a good time before every chat, and stops calling
          when your loved one asks it to.
        </li>
        <li>
          <strong>Privacy.</strong> Conversations are encrypted and used only to keep the family informed. We
          never sell personal data or share it for advertising.
        </li>
        <li>
          <strong>Simplicity.</strong> No apps or gadgets for your loved one: just the phone they already
          have.
        </li>
      </ul>
    ),
  },
  {
    title: 'What Porchlight is not',
    content: (
      <>
        <Callout tone="alert">
          <IconAlertTriangle size={22} aria-hidden />
          <span>
            Porchlight is not a medical or emergency service. It cannot send help, and it does not give
            medical advice. In an emergency, call 911.
          </span>
        </Callout>
        <p>
          It is not a replacement for family, friends or caregivers either. It is there to keep your loved one
          company between your visits and calls, and to make sure you hear when something seems unusual.
        </p>
      </>
    ),
  },
  {
    title: 'Get in touch',
    content: (
      <p>
        We would love to hear from you, whether you have a question, an idea or a story to share. Write to us
        on our <FadeLink to="/contact">contact page</FadeLink>, or{' '}
        <FadeLink to="/login?from=get-started">start a free trial</FadeLink> and see for yourself.
      </p>
    ),
  },
];

export default function AboutPage() {
  return (
    <StaticPage
      title="About Porchlight"
      intro="Porchlight is an AI companion that phones older people every day, and keeps their families in the loop. We started in Pennsylvania, with a worry many of us share."
      sections={SECTIONS}
      toc={false}
      art={<img src="/robot-wave.svg" alt="" width={200} height={200} />}
    />
  );
}
