import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TYPED_CODE_PROBLEM, TypedCodeForm } from './typed-code-form.tsx';

const setup = () => {
  const onSubmit = vi.fn();
  render(<TypedCodeForm onSubmit={onSubmit} pending={false} />);
  return { onSubmit, user: userEvent.setup(), field: screen.getByLabelText('Their code') };
};

describe('TypedCodeForm', () => {
  it.each(['abc', '', 'ABCD1234', 'https://example.com/'])(
    'says by the field what a code is for %j, and sends nothing',
    async (typed) => {
      const { onSubmit, user, field } = setup();
      if (typed !== '') await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Connect' }));
      expect(screen.getByRole('alert').textContent).toBe(TYPED_CODE_PROBLEM);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe('typed-code-problem');
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('sends a short code as typed (any case, spaces allowed), and a new try clears the note', async () => {
    const { onSubmit, user, field } = setup();
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, 'abcd efgh');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).toHaveBeenCalledWith('abcd efgh');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
