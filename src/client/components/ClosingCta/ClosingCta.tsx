// The landing page's last word: the waving robot and one more Start Free Trial.
import { Button, Container, Title } from '@mantine/core';
import classes from './ClosingCta.module.css';
import { isPlainClick } from '../PageFade/FadeLink.tsx';

export function ClosingCta({ href, onStart }: { href: string; onStart: () => void }) {
  return (
    <section className={classes.section} aria-labelledby="closing-title">
      <Container size="lg">
        <div className={classes.card}>
          <img
            src="/robot-wave.svg"
            alt="A Porchlight robot waving hello and holding a porch lantern"
            width={280}
            height={280}
            className={classes.robot}
            loading="lazy"
          />
          <div className={classes.text}>
            <Title order={2} id="closing-title" className={classes.title}>
              Give them a friendly voice to look forward to
            </Title>
            <p className={classes.lead}>
              Setting up Porchlight takes a few minutes. Start with a free trial, and cancel anytime.
            </p>
            <Button
              component="a"
              href={href}
              size="lg"
              className={classes.button}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onStart();
              }}
            >
              Start Free Trial
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
