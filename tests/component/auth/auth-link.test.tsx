import { render } from '@testing-library/react';
import { AuthLink, AuthLinkContext, PlainAuthLink } from '../../../src/features/auth/auth-link';
import { RouterAuthLink } from '../../../src/features/auth/router-auth-link';
import { AppProviders } from '../../../src/app/providers';
import { renderScreen, screen } from '../../support/render';

/**
 * Issue 22: the sign-in island hydrates the form the app prerendered with the router's links, drawing
 * its links as plain anchors. React does not mend an attribute that differs when it hydrates, so the
 * two must draw the very same `<a>`.
 */
/** Each element's tag, sorted attributes and text: what hydration compares (attribute order aside). */
function shapeOf(container: Element) {
  return Array.from(container.querySelectorAll('*')).map((element) => ({
    tag: element.tagName,
    attributes: Object.fromEntries(
      element
        .getAttributeNames()
        .sort()
        .map((name) => [name, element.getAttribute(name)]),
    ),
    text: element.textContent,
  }));
}

async function routerMarkup(search?: { email?: string }) {
  const { unmount } = await renderScreen(
    <AuthLinkContext.Provider value={RouterAuthLink}>
      <AuthLink size="sm" to="/auth/forgot-password" search={search}>
        Forgot password?
      </AuthLink>
      <AuthLink to="/auth/register">Register</AuthLink>
    </AuthLinkContext.Provider>,
    { path: '/auth/login' },
  );
  const shape = shapeOf(screen.getByTestId('screen-under-test'));
  unmount();
  return shape;
}

function plainMarkup(search?: { email?: string }) {
  const { container, unmount } = render(
    <AppProviders env="test" island>
      <AuthLinkContext.Provider value={PlainAuthLink}>
        <AuthLink size="sm" to="/auth/forgot-password" search={search}>
          Forgot password?
        </AuthLink>
        <AuthLink to="/auth/register">Register</AuthLink>
      </AuthLinkContext.Provider>
    </AppProviders>,
  );
  // The island's provider adds no <style> of its own: only the links are there.
  expect(container.querySelectorAll('style')).toHaveLength(0);
  const shape = shapeOf(container);
  unmount();
  return shape;
}

test('the island’s plain links draw the same anchors as the router’s links', async () => {
  expect(plainMarkup()).toEqual(await routerMarkup());
});

test('with an email typed, the forgot-password link carries it the same way in both', async () => {
  const search = { email: 'lesedi+front@lodge.test' };
  const plain = plainMarkup(search);
  expect(plain).toEqual(await routerMarkup(search));
  expect(plain[0]?.attributes.href).toBe('/auth/forgot-password?email=lesedi%2Bfront%40lodge.test');
});
