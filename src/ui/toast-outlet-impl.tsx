// Loaded lazily by ./toast-outlet.tsx; the static import lets the build attach the toast styles
// (Notification and what it builds on, build-steps/vite-plugins.ts) to this chunk.
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export default Notifications;
