import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../tests/support/render.tsx';
import { PAGE_ROUTES } from '../../shared/page-routes.ts';
import { browser, reloadOnce } from '../lib/reload-once.ts';
import { routes } from '../routes.tsx';
import ErrorPage from './Error.page.tsx';

const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);

beforeEach(() => {
  window.sessionStorage.clear();
  reload.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
});

/** A route whose page fails the way it would in a browser, under the app's error page. */
function visit(Page: ComponentType) {
  const router = createMemoryRouter([{ path: '/', errorElement: <ErrorPage />, element: <Page /> }]);
  render(<RouterProvider router={router} />);
}

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

/** A page whose code is gone from the server after a deploy (a fresh lazy each time, as a reload). */
const goneChunk = () =>
  lazy(() =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: https://porchlight.example/assets/Privacy.page-3f2a9c1e.js',
      ),
    ),
  );

describe('the error page', () => {
  it('answers a render error with a kind page and a retry, never the developer page', async () => {
    visit(Broken);
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this page didn’t load properly' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It’s nothing you did/)).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a page’s code is gone after a deploy, then shows the page if it is still gone', async () => {
    visit(goneChunk());
    expect(await screen.findByText('Loading the latest version of Porchlight…')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page finds the code still missing: no second reload, the kind page instead.
    cleanup();
    visit(goneChunk());
    expect(
      await screen.findByRole('heading', { name: 'Sorry, this page didn’t load properly' }),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('reloadOnce', () => {
  it('reloads at most once in five minutes', () => {
    const start = Date.UTC(2026, 10, 23, 12);
    expect(reloadOnce(start)).toBe(true);
    expect(reloadOnce(start + 1_000)).toBe(false);
    expect(reloadOnce(start + 4 * 60_000)).toBe(false);
    expect(reloadOnce(start + 6 * 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('the app’s routes', () => {
  it('are exactly the shared page list (which the server answers 200 for), then the not-found page', () => {
    const [root] = routes;
    expect(root?.errorElement).toBeDefined();
    expect(root?.children?.map((r) => r.path)).toEqual([...Object.values(PAGE_ROUTES), '*']);
  });
});
