// Legal and company pages: Back to Home, the title, a 'Last updated' line and an introduction in
// a warm band; then the sections, with an 'On this page' list beside them on wide screens.
import { Container, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';
import classes from './StaticPage.module.css';

export const LAST_UPDATED = 'November 23, 2026';

export interface PageSection {
  title: string;
  /** Anchor of the section; made from the title when absent. */
  id?: string;
  content: ReactNode;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    heading?.focus({ preventScroll: true });
  };
}

export function StaticPage({
  title,
  intro,
  sections,
  toc = true,
  art,
}: {
  title: string;
  intro?: ReactNode;
  /** An illustration beside the title on wider screens. */
  art?: ReactNode;
  sections: PageSection[];
  /** Show the 'On this page' list on wide screens. */
  toc?: boolean;
}) {
  const items = sections.map((s) => ({ ...s, id: s.id ?? slug(s.title) }));
  // With the list, a wide frame; without it, one readable column, title and text aligned.
  const width = toc ? 'lg' : 800;
  return (
    <PublicLayout title={title}>
      <PageBand title={title} intro={intro} updated={LAST_UPDATED} width={width} art={art} />

      <Container size={width} className={classes.layout} data-toc={toc || undefined}>
        {toc && (
          <nav className={classes.toc} aria-labelledby="on-this-page">
            <p id="on-this-page" className={classes.tocTitle}>
              On this page
            </p>
            <ol className={classes.tocList}>
              {items.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} onClick={jumpTo(s.id)} className={classes.tocLink}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className={classes.body}>
          {items.map((s) => (
            <section key={s.id} id={s.id} className={classes.section} aria-labelledby={`${s.id}-title`}>
              <Title order={2} id={`${s.id}-title`} className={classes.sectionTitle} tabIndex={-1}>
                {s.title}
              </Title>
              <div className={classes.sectionBody}>{s.content}</div>
            </section>
          ))}
        </div>
      </Container>
    </PublicLayout>
  );
}

/** The top of a public page: Back to Home, the one h1, an optional 'Last updated' line and intro. */
export function PageBand({
  title,
  intro,
  updated,
  width = 'lg',
  art,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  width?: string | number;
  art?: ReactNode;
}) {
  return (
    <div className={classes.band}>
      <Container size={width} className={classes.bandInner} data-art={art ? true : undefined}>
        <div>
          <FadeLink to="/" className={classes.back}>
            <IconArrowLeft size={20} aria-hidden />
            Back to Home
          </FadeLink>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {updated && <Text className={classes.updated}>Last updated: {updated}</Text>}
          {intro && <Text className={classes.intro}>{intro}</Text>}
        </div>
        {art && <div className={classes.art}>{art}</div>}
      </Container>
    </div>
  );
}

/** A highlighted note inside a section (the emergency reminder, for one). */
export function Callout({ children, tone = 'warm' }: { children: ReactNode; tone?: 'warm' | 'alert' }) {
  return (
    <div className={classes.callout} data-tone={tone}>
      {children}
    </div>
  );
}
