import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { BuildRefreshPrompt } from './build-refresh-prompt.tsx';

describe('BuildRefreshPrompt', () => {
  it('shows nothing until a new build is announced, then offers a reload', () => {
    let announce: (id: string) => void = () => undefined;
    render(
      <BuildRefreshPrompt
        watch={(onNew) => {
          announce = onNew;
          return () => undefined;
        }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => announce('build-2'));
    expect(screen.getByRole('alert').textContent).toContain(
      'A new version of the app is available.',
    );
    expect(screen.getByRole('alert').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });
});
