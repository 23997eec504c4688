import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { Pagination, type PaginationProps } from './Pagination';

const props: PaginationProps = {
  page: 2,
  perPage: 50,
  lastPage: 3,
  total: 120,
  pageSizes: [50],
  onPage: () => undefined,
  onPerPage: () => undefined,
};

describe('Pagination', () => {
  it('shows the range of the page among the exact total', () => {
    render(withTessera(() => <Pagination {...props} />));
    expect(screen.getByText('51–100 z 120')).toBeInTheDocument();
  });

  it('says "more than" a capped total, and the last known page is not the end', () => {
    render(
      withTessera(() => (
        <Pagination {...props} page={200} lastPage={201} total={10_000} totalCapped />
      )),
    );
    // Polish groups thousands with a (non-breaking) space, from five digits on.
    expect(screen.getByText(/^9951–10\s000 z ponad 10\s000$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeEnabled();
  });
});
