// A web SDK client in its own process, so that a test can kill it (SIGKILL) and the database
// sees the socket die without a goodbye, as when a phone loses its network.
import { initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onDisconnect, ref, set } from 'firebase/database';

const [host, namespace, uid] = process.argv.slice(2);
const [hostname, port] = host.split(':');
const app = initializeApp({
  projectId: 'demo-engage',
  databaseURL: `http://${host}?ns=${namespace}`,
  apiKey: 'k',
});
const db = getDatabase(app);
connectDatabaseEmulator(db, hostname, Number(port), { mockUserToken: { sub: uid, user_id: uid } });

await set(ref(db, `presence/${uid}`), { online: true });
await onDisconnect(ref(db, `presence/${uid}/online`)).set(false);
await onDisconnect(ref(db, `presence/${uid}`)).update({ lastSeen: { '.sv': 'timestamp' } });
await onDisconnect(ref(db, `sessions/${uid}`)).remove();
await set(ref(db, `sessions/${uid}`), { device: 'phone' });
await onDisconnect(ref(db, `cancelled/${uid}`)).set('should not appear');
await onDisconnect(ref(db, `cancelled/${uid}`)).cancel();
process.stdout.write('ready\n');
setInterval(() => undefined, 1_000);
