// Three steps from sign-up to the first daily call. Used on the landing and About pages.
import { Title } from '@mantine/core';
import classes from './HowItWorks.module.css';

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Sign up and add their number',
    text: 'Create your account and register your loved one’s phone number. Tell us how you would like to hear from us. It takes a few minutes.',
  },
  {
    title: 'They call Porchlight once',
    text: 'Your loved one calls the Porchlight number one time. From then on, the companion phones them every day at that hour, and always asks first whether it is a good time.',
  },
  {
    title: 'You hear how they are doing',
    text: 'You get regular updates on how they are doing, and an immediate message if something seems unusual.',
  },
];

/** `stacked` keeps the steps one under another on wide screens too (for narrow columns). */
export function HowItWorks({ stacked = false }: { stacked?: boolean }) {
  return (
    <ol className={classes.steps} data-stacked={stacked || undefined}>
      {HOW_IT_WORKS_STEPS.map((step, i) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.number} aria-hidden>
            {i + 1}
          </span>
          <div>
            <Title order={3} className={classes.title}>
              {step.title}
            </Title>
            <p className={classes.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
