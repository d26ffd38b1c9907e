// The landing page's first screen: what Porchlight is, Start Free Trial, 'Call me for free',
// and the robot on the phone.
import { Button, Container, Title } from '@mantine/core';
import { IconCheck, IconPhoneCall } from '@tabler/icons-react';
import { publicConfig } from '../../lib/public-config.ts';
import { CallMeButton } from '../CallMeButton/CallMeButton.tsx';
import classes from './LandingHero.module.css';
import { isPlainClick } from '../PageFade/FadeLink.tsx';

export const START_TRIAL_HREF = '/login?from=get-started';

const REASSURANCES = ['Free trial', 'Works on any phone', 'Cancel anytime'];

export function LandingHero({ onStartTrial }: { onStartTrial: (label: string) => void }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <div className={classes.text}>
          <p className={classes.eyebrow}>
            <IconPhoneCall size={18} aria-hidden />A caring AI companion, by phone
          </p>
          <Title order={1} id="hero-title" className={classes.headline}>
            A warm voice for your parent, every single day
          </Title>
          <p className={classes.lead}>
            Porchlight phones your mom or dad every day for a friendly chat, reminds them about pills and
            appointments, and lets you know if something seems wrong.
          </p>
          <div className={classes.actions}>
            <Button
              component="a"
              href={START_TRIAL_HREF}
              size="lg"
              className={classes.primary}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onStartTrial('start_free_trial_hero');
              }}
            >
              Start Free Trial
            </Button>
            <CallMeButton phone={publicConfig.supportPhone} />
          </div>
          <ul className={classes.reassurances}>
            {REASSURANCES.map((text) => (
              <li key={text}>
                <IconCheck size={20} stroke={2.5} aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className={classes.art}>
          <img
            src="/robot-hero.svg"
            alt="A friendly Porchlight robot chatting on the telephone"
            width={420}
            height={420}
            fetchPriority="high"
          />
        </div>
      </Container>
    </section>
  );
}
