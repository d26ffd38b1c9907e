// /terms: the agreement between the account holder and Porchlight.
import { IconAlertTriangle } from '@tabler/icons-react';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { Callout, StaticPage, type PageSection } from '../components/StaticPage/StaticPage.tsx';

const SECTIONS: PageSection[] = [
  {
    title: 'About these terms',
    content: (
      <p>
        These terms are the agreement between you and Porchlight for using our AI phone companion service. By
        creating an account, you accept them. We have tried to write them so they can be read in one sitting;
        if anything is unclear, please <FadeLink to="/contact">ask us</FadeLink>.
      </p>
    ),
  },
  {
    title: 'The service',
    content: (
      <>
        <p>
          Porchlight is an AI companion that phones the person you register (your loved one) every day,
          answers when they call, keeps them company, helps them remember things such as pills and
          appointments, and sends you updates and alerts.
        </p>
        <ul>
          <li>The companion always says that it is an AI. It never pretends to be a person.</li>
          <li>Calls are recorded and transcribed, so that the family can be kept informed.</li>
          <li>It asks whether it is a good time before it chats, and stops calling when asked to.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Not a medical or emergency service',
    content: (
      <>
        <Callout tone="alert">
          <IconAlertTriangle size={22} aria-hidden />
          <span>
            Porchlight is not a medical or emergency service. It cannot send help, and it does not replace a
            doctor, a nurse or a caregiver. In an emergency, call 911.
          </span>
        </Callout>
        <p>
          Reminders and alerts are a helping hand, not a guarantee: calls can be missed, phone lines can fail,
          and an AI can misunderstand. Please do not rely on Porchlight alone for anything where a missed
          reminder could cause harm.
        </p>
      </>
    ),
  },
  {
    title: 'Who can use Porchlight',
    content: (
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>
          You confirm that the person you register has agreed to receive calls from Porchlight, or that you
          are allowed to arrange them on their behalf.
        </li>
        <li>You agree to give accurate details, and to keep your sign-in e-mail secure.</li>
      </ul>
    ),
  },
  {
    title: 'Free trial',
    content: (
      <p>
        New accounts start with a free trial, so you and your loved one can try Porchlight before paying. What
        the trial includes is shown when you sign up. When it ends, you can choose a paid plan to keep the
        calls going.
      </p>
    ),
  },
  {
    title: 'Plans, minutes and payment',
    content: (
      <ul>
        <li>Plans are monthly and include a number of call minutes.</li>
        <li>Prices are shown in US dollars per month.</li>
        <li>You pay by card through Stripe, our payment provider. Plans renew each month until cancelled.</li>
        <li>Unused minutes expire at the end of each billing cycle; they do not carry over.</li>
        <li>Upgrades take effect immediately. Downgrades take effect at the start of the next cycle.</li>
        <li>You can cancel at any time; your plan then runs until the end of the cycle you paid for.</li>
      </ul>
    ),
  },
  {
    title: 'No refunds',
    content: (
      <p>
        Payments are not refundable, including for unused minutes or part of a month, except where the law
        requires a refund.
      </p>
    ),
  },
  {
    title: 'Changes to these terms and prices',
    content: (
      <p>
        We will give you at least 30 days’ notice by e-mail before a change to these terms or to our prices
        takes effect. If you do not agree with a change, you can cancel before it applies.
      </p>
    ),
  },
  {
    title: 'Using Porchlight fairly',
    content: (
      <p>
        Please use Porchlight only to keep someone company and informed. Do not register anyone without their
        agreement, use the service to harass or deceive anyone, or try to break, copy or overload it. We may
        suspend an account that does.
      </p>
    ),
  },
  {
    title: 'Recordings and your data',
    content: (
      <p>
        How we collect, use, protect and delete information, including call recordings and transcripts, is
        explained in our <FadeLink to="/privacy">Privacy Policy</FadeLink>.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    content: (
      <p>
        Porchlight is provided “as is”. To the extent the law allows, our total liability to you for any claim
        is limited to the greater of USD 100 or the fees you paid us in the 12 months before the claim.
      </p>
    ),
  },
  {
    title: 'Disputes',
    content: (
      <p>
        If something goes wrong, please tell us first. We will try to resolve it informally within 30 days of
        hearing from you. If we cannot, the dispute will be settled by binding arbitration rather than in
        court.
      </p>
    ),
  },
  {
    title: 'Governing law',
    content: <p>These terms are governed by the laws of the Commonwealth of Pennsylvania, United States.</p>,
  },
  {
    title: 'Ending the agreement',
    content: (
      <p>
        You can stop using Porchlight and delete your account at any time from your dashboard. We may end or
        suspend the service if these terms are broken, and will tell you by e-mail if we do.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      intro="The agreement between you and Porchlight, in plain words: what the service is and is not, how plans and payments work, and what happens if something goes wrong."
      sections={SECTIONS}
    />
  );
}
