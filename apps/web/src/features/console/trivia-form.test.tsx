import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { TriviaForm } from './trivia-form.tsx';

const ID = 'summit__q1';
const item = {
  id: ID,
  image: `picture_trivia/${ID}/picture.png`,
  question: 'Which colour?',
  options: ['Red', 'Blue', 'Green'],
  points: 25,
  order: 1,
};

const saving = () => {
  const sent: unknown[] = [];
  server.use(
    callable.options(),
    callable.ok('adminWriteTrivia', { id: ID }, (data) => sent.push(data)),
  );
  return sent;
};

/** The form open on `item`, and the organiser using it. */
const openItem = async () => {
  await renderInRouter(
    <TriviaForm eventId="summit" questionId={ID} item={item} onDone={() => undefined} />,
  );
  return userEvent.setup();
};

/** Saves the form and waits until it says so. */
const save = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save question' }));
  await screen.findByText('Question saved.');
};

/** What saving `item` with these options sends (`right`: the right option's place, if chosen). */
const sentFor = (options: readonly string[], right?: number) => ({
  eventId: 'summit',
  questionId: ID,
  question: { image: item.image, question: 'Which colour?', options, points: 25 },
  ...(right === undefined ? {} : { right }),
});

describe('TriviaForm', () => {
  it('sends the right option by its place, which follows it when an option above goes', async () => {
    const sent = saving();
    const user = await openItem();
    await user.click(screen.getByLabelText('Option 3 is the right answer'));
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await save(user);
    expect(sent).toEqual([sentFor(['Blue', 'Green'], 1)]);
  });

  it('leaves the right option out of an edit that chose none, so the server keeps it', async () => {
    const sent = saving();
    const user = await openItem();
    expect(screen.getByText('Leave the right one unchosen to keep the one it has.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 4'), ' Purple ');
    await save(user);
    expect(sent).toEqual([sentFor(['Red', 'Blue', 'Green', 'Purple'])]);
  });

  it('offers 2 to 6 options, never fewer or more', async () => {
    await renderInRouter(
      <TriviaForm eventId="summit" questionId={ID} item={undefined} onDone={() => undefined} />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /^Remove option/ })).toBeNull();
    for (let n = 3; n <= 6; n += 1)
      await user.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
  });
});
