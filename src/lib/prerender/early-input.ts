/**
 * What a person did on a prerendered page before the app took it over (issue 22). index.html's head
 * script (`window.__earlyInput`) catches the submit of a form marked `data-early-input` until the
 * form is live (`data-live`) — no navigation, nothing sent — and remembers the form; the typed text
 * stays in the fields, where React's hydration leaves it. The form's screen reads both once it runs
 * (`takeEarlyInput`), then `markLive` hands every later submit to React. Other forms are never touched.
 * A caught submit marks the form busy (`aria-busy`, `data-early-sent`: its button a spinner) until the
 * app takes it; the app's own state says what follows.
 */
interface EarlyInput {
  /** The form submitted before the app ran, if any. */
  form: HTMLFormElement | null;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** What a prerendered form held when its screen started: the named fields' text, and whether it was sent. */
export interface TakenInput {
  values: Map<string, string>;
  submitted: boolean;
}

let handedOver = new Map<string, string>();

/**
 * Text typed into a form the app draws afresh (the sign-in island's, src/lib/prerender/sign-in-island.ts):
 * the next {@link takeEarlyInput} gives it to the form the app draws in its place.
 */
export function handOverTypedText(values: Map<string, string>): void {
  handedOver = new Map(values);
}

/**
 * The text typed into `form`'s named fields before the app ran (empty fields left out; text handed
 * over from a form drawn before this one fills its empty fields), and whether the form was submitted
 * meanwhile; the submit and the handed-over text are taken only once.
 */
export function takeEarlyInput(form: HTMLFormElement): TakenInput {
  const early = typeof window === 'undefined' ? undefined : window.__earlyInput;
  const values = new Map<string, string>();
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement) || !field.name) continue;
    const text = field.value || handedOver.get(field.name);
    if (text) values.set(field.name, text);
  }
  handedOver = new Map();
  const submitted = early?.form === form;
  if (early && submitted) early.form = null;
  form.removeAttribute('data-early-sent');
  form.removeAttribute('aria-busy');
  return { values, submitted };
}

/** From now on React handles `form`'s submits (the head script stops catching them). */
export function markLive(form: HTMLFormElement): void {
  form.setAttribute('data-live', '');
}
