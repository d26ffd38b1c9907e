// One feature on the landing page: an icon, a short title and two or three warm sentences.
import { Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './FeatureCard.module.css';

export function FeatureCard({ icon: FeatureIcon, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <article className={classes.card} data-testid="feature-card">
      <div className={classes.head}>
        <span className={classes.icon} aria-hidden>
          <FeatureIcon size={28} stroke={1.8} />
        </span>
        <Title order={3} className={classes.title}>
          {title}
        </Title>
      </div>
      <p className={classes.text}>{text}</p>
    </article>
  );
}
