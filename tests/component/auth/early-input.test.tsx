import { handOverTypedText, markLive, takeEarlyInput } from '../../../src/lib/prerender/early-input';
import { typedTextOf } from '../../../src/lib/prerender/sign-in-island';

/**
 * Issue 22: on a prerendered page, index.html's head script remembers a form sent before the app ran;
 * the screen then takes what was typed and the submit, once.
 */
function prerenderedForm(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}

afterEach(() => {
  delete window.__earlyInput;
  document.body.innerHTML = '';
});

test('what was typed into the named fields is taken, empty fields left out', () => {
  window.__earlyInput = { form: null };
  const form = prerenderedForm({ email: 'thabo@lodge.test', password: '', other: 'x' });
  const taken = takeEarlyInput(form);
  expect([...taken.values]).toEqual([
    ['email', 'thabo@lodge.test'],
    ['other', 'x'],
  ]);
  expect(taken.submitted).toBe(false);
});

test('a submit made before the app ran is taken once', () => {
  const form = prerenderedForm({ email: 'thabo@lodge.test' });
  window.__earlyInput = { form };
  expect(takeEarlyInput(form).submitted).toBe(true);
  expect(takeEarlyInput(form).submitted).toBe(false);
});

test('another form’s submit is not this one’s; a live form is React’s', () => {
  const sent = prerenderedForm({});
  window.__earlyInput = { form: sent };
  expect(takeEarlyInput(prerenderedForm({})).submitted).toBe(false);
  markLive(sent);
  expect(sent.hasAttribute('data-live')).toBe(true);
});

test('a submit caught before the app ran leaves the form busy until the app takes it, then not', () => {
  const form = prerenderedForm({ email: 'ana@example.com' });
  form.setAttribute('data-early-sent', '');
  form.setAttribute('aria-busy', 'true');
  window.__earlyInput = { form };
  expect(takeEarlyInput(form).submitted).toBe(true);
  expect(form.hasAttribute('aria-busy')).toBe(false);
  expect(form.hasAttribute('data-early-sent')).toBe(false);
});

test('text handed over from the sign-in island fills the app’s fresh form once; what is typed there wins', () => {
  // The island's form, as the person left it.
  const island = prerenderedForm({ email: 'lesedi@lodge.test', password: 'kept-secret', empty: '' });
  handOverTypedText(typedTextOf(island));
  island.remove();
  // The app draws its own form afresh: empty, except what the person typed into it already.
  const drawn = prerenderedForm({ email: '', password: 'typed-later' });
  expect(Object.fromEntries(takeEarlyInput(drawn).values)).toEqual({
    email: 'lesedi@lodge.test',
    password: 'typed-later',
  });
  // Taken once: a later form of the app does not get it again.
  expect([...takeEarlyInput(prerenderedForm({ email: '' })).values]).toEqual([]);
});
