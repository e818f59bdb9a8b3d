/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * GoTrue's default "Confirm Your Signup" mail (internal/mailer defaults), whose link goes to
 * `/auth/v1/verify?token=…&type=signup&redirect_to=…`.
 */
export function confirmationMail(confirmationUrl: string): { subject: string; text: string; html: string } {
  const href = escapeHtml(confirmationUrl);
  return {
    subject: 'Confirm Your Signup',
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n\n${confirmationUrl}\n`,
    html:
      `<h2>Confirm your signup</h2>\n` +
      `<p>Follow this link to confirm your user:</p>\n` +
      `<p><a href="${href}">Confirm your mail</a></p>\n`,
  };
}
