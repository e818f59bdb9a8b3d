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

/** The field a person was typing in: its name and the selection (caret) in it. */
export interface FieldFocus {
  name: string;
  start: number | null;
  end: number | null;
}

/** What a prerendered form held when its screen started: the named fields' text, and whether it was sent. */
export interface TakenInput {
  values: Map<string, string>;
  submitted: boolean;
  /** The field that had the focus in a form drawn before this one (the sign-in island's), if any. */
  focus: FieldFocus | null;
}

/** What a form holds now: its named fields' text (empty ones left out) and the field in use. */
export interface FormState {
  values: Map<string, string>;
  focus: FieldFocus | null;
}

/** The text in `form`'s named input fields (empty ones left out), and which of them has the focus. */
export function formStateOf(form: HTMLFormElement): FormState {
  const values = new Map<string, string>();
  let focus: FieldFocus | null = null;
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement) || !field.name) continue;
    if (field.value) values.set(field.name, field.value);
    if (field === field.ownerDocument.activeElement)
      focus = { name: field.name, start: field.selectionStart, end: field.selectionEnd };
  }
  return { values, focus };
}

// Module state: what was typed before the app took over, handed from the island's bundle to the app's.
let handedOver: (() => FormState) | null = null;

/**
 * A form the app draws afresh over another one still on screen (the sign-in island's,
 * src/lib/prerender/sign-in-island.ts): the next {@link takeEarlyInput} reads `read()` — then, in the
 * commit that draws the new form, not before: what is typed meanwhile is not lost — and gives its
 * text and focus to the new form.
 */
export function handOverForm(read: () => FormState): void {
  handedOver = read;
}

/**
 * The text typed into `form`'s named fields before the app ran (empty fields left out; text handed
 * over from a form drawn before this one fills its empty fields), and whether the form was submitted
 * meanwhile; the submit and what was handed over are taken only once.
 */
export function takeEarlyInput(form: HTMLFormElement): TakenInput {
  const early = typeof window === 'undefined' ? undefined : window.__earlyInput;
  const earlier = handedOver?.() ?? null;
  handedOver = null;
  const { values } = formStateOf(form);
  earlier?.values.forEach((text, name) => {
    if (!values.has(name)) values.set(name, text);
  });
  const submitted = early?.form === form;
  if (early && submitted) early.form = null;
  form.removeAttribute('data-early-sent');
  form.removeAttribute('aria-busy');
  return { values, submitted, focus: earlier?.focus ?? null };
}

/** From now on React handles `form`'s submits (the head script stops catching them). */
export function markLive(form: HTMLFormElement): void {
  form.setAttribute('data-live', '');
}
