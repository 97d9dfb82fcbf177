import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callAdminAdjustPoints } from '../../lib/firebase/calls.ts';
import { messageOf } from '../../lib/messages.ts';
import { dashboardKeys, usersPageQueryOptions } from './queries.ts';

/** Users a page at a time (name, email, uid), and a points adjustment with a reason. */
export const UsersTable = () => {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const queryClient = useQueryClient();
  const page = useQuery(usersPageQueryOptions(cursor));
  const [notice, setNotice] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: callAdminAdjustPoints,
    onSuccess: (result) => {
      setNotice(`Adjusted by ${result.delta} points.`);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => setNotice(messageOf(error).text),
  });
  const onAdjust = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    adjust.mutate({
      userKey: String(form.get('userKey')),
      delta: Number(form.get('delta')),
      reason: String(form.get('reason')),
    });
  };
  return (
    <>
      <h1>Users and points</h1>
      {page.data ? (
        <table className="board">
          <caption>Registered users</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Uid</th>
            </tr>
          </thead>
          <tbody>
            {page.data.users.map((user) => (
              <tr key={user.key}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>
                  <code>{user.uid}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p aria-busy="true">Loading users…</p>
      )}
      <p>
        <button
          type="button"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </button>{' '}
        <button
          type="button"
          disabled={page.data?.next === undefined}
          onClick={() => setCursors([...cursors, page.data?.next])}
        >
          Next page
        </button>
      </p>
      <h2>Adjust points</h2>
      <form onSubmit={onAdjust} className="form">
        <label>
          User
          <select name="userKey" required>
            {page.data?.users.map((user) => (
              <option key={user.key} value={user.key}>
                {user.name} ({user.email})
              </option>
            ))}
          </select>
        </label>
        <label>
          Points (negative to subtract)
          <input name="delta" type="number" step={1} required />
        </label>
        <label>
          Reason
          <input name="reason" required maxLength={200} />
        </label>
        <button type="submit" disabled={adjust.isPending}>
          Apply
        </button>
      </form>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
    </>
  );
};
