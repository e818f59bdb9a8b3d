import { formStateOf, handOverForm, markLive, takeEarlyInput } from '../../../src/lib/prerender/early-input';

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

test('text typed into the island’s form while the app draws its own is kept, with the field in use (the email was lost)', () => {
  // The island's form, as the app starts drawing over it: nothing typed yet.
  const island = prerenderedForm({ email: '', password: '', empty: '' });
  handOverForm(() => formStateOf(island));
  // The person types on while the app draws: the email, then the caret in the password field.
  const email = island.elements.namedItem('email') as HTMLInputElement;
  email.value = 'lesedi@lodge.test';
  const password = island.elements.namedItem('password') as HTMLInputElement;
  password.value = 'kept-secret';
  password.focus();
  password.setSelectionRange(4, 4);
  // The app's form, drawn afresh: empty, except what was typed into it already.
  const drawn = prerenderedForm({ email: '', password: 'typed-later' });
  const taken = takeEarlyInput(drawn);
  expect(Object.fromEntries(taken.values)).toEqual({ email: 'lesedi@lodge.test', password: 'typed-later' });
  expect(taken.focus).toEqual({ name: 'password', start: 4, end: 4 });
  // Taken once: a later form of the app does not get it again.
  const later = takeEarlyInput(prerenderedForm({ email: '' }));
  expect([...later.values]).toEqual([]);
  expect(later.focus).toBeNull();
});
