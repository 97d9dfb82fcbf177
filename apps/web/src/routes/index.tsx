import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <section aria-labelledby="home-title" className="home">
      <h1 id="home-title">Welcome to the event</h1>
      <p>
        Meet other attendees by scanning their QR codes, play network bingo, picture trivia and
        rock-paper-scissors, earn points and badges, and spend them on prizes.
      </p>
    </section>
  );
}
