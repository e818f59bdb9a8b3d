import { useEffect } from 'react';

/**
 * Names the browser tab after the screen ("Bookings · Ecolodge"), so each page has its own title
 * (WCAG 2.4.2) and history entries are told apart.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Ecolodge` : 'Ecolodge';
  }, [title]);
}
