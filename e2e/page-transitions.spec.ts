import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Frame {
  /** The heading of the page content drawn in this frame. */
  heading: string | null;
  /** The header's opacity as drawn (its own times its ancestors'); null with no header. */
  header: number | null;
  /** The same for the page's content, its <main>. */
  main: number | null;
}

interface Recording {
  frames: Frame[];
  /** The CSS animations that started: name, element, duration. */
  animations: { name: string; element: string; duration: string }[];
}

/**
 * Records, every animation frame, how opaque the header and the page content are drawn, and
 * every CSS animation that starts (frames are few on a busy machine; animations are not missed).
 */
async function record(page: Page): Promise<() => Promise<Recording>> {
  await page.evaluate(() => {
    const drawn = (element: Element | null) => {
      if (!element || element.getBoundingClientRect().height === 0) return null;
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      return opacity;
    };
    const recording: Recording = { frames: [], animations: [] };
    (window as unknown as { recording: Recording }).recording = recording;
    document.addEventListener('animationstart', (event) => {
      const element = event.target as Element;
      recording.animations.push({
        name: event.animationName,
        element: element.tagName.toLowerCase(),
        duration: getComputedStyle(element).animationDuration,
      });
    });
    const tick = () => {
      recording.frames.push({
        heading: document.querySelector('main h1')?.textContent ?? null,
        header: drawn(document.querySelector('header')),
        main: drawn(document.querySelector('main')),
      });
      if (recording.frames.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () => page.evaluate(() => (window as unknown as { recording: Recording }).recording);
}

const fades = (recording: Recording) =>
  recording.animations
    .filter((a) => /page-fade/.test(a.name))
    .map((a) => ({ name: /page-fade-(in|out)/.exec(a.name)?.[0], element: a.element, duration: a.duration }));

test('moving between two pages fades the content out and in, and the header stays on screen', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await page.waitForTimeout(300); // the arrival's own fade-in is over
  const stop = await record(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: /Contact us/ })).toBeVisible();
  await page.waitForTimeout(400); // the fade-in runs its 200 ms
  const recording = await stop();

  // The page content fades out over 300 ms, then the next page's fades in over 200 ms.
  expect(fades(recording)).toEqual([
    { name: 'page-fade-out', element: 'main', duration: '0.3s' },
    { name: 'page-fade-in', element: 'main', duration: '0.2s' },
  ]);
  const { frames } = recording;
  const leaving = frames.filter((f) => f.heading && /About/.test(f.heading));
  const arriving = frames.filter((f) => f.heading && /Contact us/.test(f.heading));
  expect(leaving.length).toBeGreaterThan(0);
  expect(arriving.length).toBeGreaterThan(0);
  // The header is drawn, fully opaque, in every frame: before, during and after the navigation.
  expect(frames.map((f) => f.header)).toEqual(frames.map(() => 1));
  // The old content was drawn fading; the new one ends fully drawn.
  expect(Math.min(...leaving.map((f) => f.main ?? 1))).toBeLessThan(1);
  expect(arriving.at(-1)?.main).toBe(1);
});

test('with reduced motion a link navigates at once, with no fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  const stop = await record(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact us/ })).toBeVisible();
  await page.waitForTimeout(300);
  const recording = await stop();
  expect(fades(recording)).toEqual([]);
  const drawn = recording.frames.filter((f) => f.main !== null).map((f) => f.main);
  expect(drawn).toEqual(drawn.map(() => 1));
});

test('only the landing page preloads the robot illustrations, so no other page warns they went unused', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  // Chromium warns a few seconds after the load event about a preload that nothing used.
  await page.waitForTimeout(4000);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);

  await page.goto('/');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(2);
});
