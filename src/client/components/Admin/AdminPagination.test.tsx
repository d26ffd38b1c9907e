import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { AdminPagination } from './AdminPagination.tsx';

describe('AdminPagination', () => {
  it('says which rows the page holds out of how many, with page controls', () => {
    render(
      <AdminPagination
        total={1043}
        pageSize={25}
        page={42}
        onChange={vi.fn()}
        label="User list pages"
        noun="users"
      />,
    );
    expect(screen.getByText('Showing 1,026–1,043 of 1,043 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 42' })).toBeInTheDocument();
  });

  it('gives just the count, without controls, when everything fits on one page', () => {
    render(
      <AdminPagination
        total={3}
        pageSize={25}
        page={1}
        onChange={vi.fn()}
        label="Call log pages"
        noun="calls"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Call log pages' })).toHaveTextContent('3 calls');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });
});
