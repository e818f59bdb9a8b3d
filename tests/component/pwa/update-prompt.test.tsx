import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/providers';
import type { AppUpdateStatus } from '../../../src/pwa/app-update-store';
import { UpdatePrompt } from '../../../src/pwa/update-prompt';

test('the update prompt offers Reload and "Not now"; nothing shows while the app is current', async () => {
  const user = userEvent.setup();
  const onReload = vi.fn();
  const onDismiss = vi.fn();
  const prompt = (status: AppUpdateStatus) => (
    <AppProviders env="test">
      <UpdatePrompt status={status} aboveBottomBar onReload={onReload} onDismiss={onDismiss} />
    </AppProviders>
  );
  const { rerender } = render(prompt('current'));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  rerender(prompt('updateReady'));
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent('A new version is ready');
  await user.click(within(region).getByRole('button', { name: 'Not now' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
  await user.click(within(region).getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);

  rerender(prompt('dismissed'));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
