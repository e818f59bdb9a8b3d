/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A rendered mail. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Builds a GoTrue-style mail: heading, sentence, one link; then the one-time code, which GoTrue's
 * templates expose as `{{ .Token }}` and which `POST /verify {type, email, token}` accepts (the default
 * templates leave it out; ours show it so the code path is usable locally).
 */
function linkMail(
  subject: string,
  heading: string,
  sentence: string,
  label: string,
  url: string,
  otp?: string,
): MailContent {
  const href = escapeHtml(url);
  const code = otp ? `\nAlternatively, enter the code: ${otp}\n` : '';
  return {
    subject,
    text: `${heading}\n\n${sentence}\n\n${url}\n${code}`,
    html:
      `<h2>${escapeHtml(heading)}</h2>\n` +
      `<p>${escapeHtml(sentence)}</p>\n` +
      `<p><a href="${href}">${escapeHtml(label)}</a></p>\n` +
      (otp ? `<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>\n` : ''),
  };
}

/**
 * GoTrue's "Confirm Your Signup" mail (internal/mailer defaults), whose link goes to
 * `/auth/v1/verify?token=…&type=signup&redirect_to=…`.
 */
export function confirmationMail(confirmationUrl: string, otp?: string): MailContent {
  return linkMail(
    'Confirm Your Signup',
    'Confirm your signup',
    'Follow this link to confirm your user:',
    'Confirm your mail',
    confirmationUrl,
    otp,
  );
}

/** GoTrue's default recovery mail ("Reset your password"); the link is `/verify?type=recovery`. */
export function recoveryMail(url: string, otp?: string): MailContent {
  return linkMail(
    'Reset your password',
    'Reset your password',
    'We received a request to reset your password. Follow the link below to choose a new one.',
    'Reset password',
    url,
    otp,
  );
}

/**
 * GoTrue's default email-change mail. With secure email change one goes to each address: the new one
 * confirms it, the current one approves leaving it.
 */
export function emailChangeMail(url: string, newEmail: string, otp?: string): MailContent {
  return linkMail(
    'Confirm your new email address',
    'Confirm your new email address',
    `Follow the link below to confirm ${newEmail} as your new email address.`,
    'Confirm new email address',
    url,
    otp,
  );
}
