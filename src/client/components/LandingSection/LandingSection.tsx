// A landing-page section: a small label, the title, one line of explanation, then the content.
import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './LandingSection.module.css';

export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** 'warm' tints the background, to set a section apart from its neighbours. */
  tone?: 'warm';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.band} data-tone={tone}>
      <Container size="lg">
        <div className={classes.heading}>
          {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
          <Title order={2} id={id} className={classes.title}>
            {title}
          </Title>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
