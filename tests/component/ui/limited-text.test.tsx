import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LimitedTextarea, LimitedTextInput } from '../../../src/ui/limited-text';
import { renderWithProviders } from '../../support/render';

/** A controlled field, as the forms use it. */
function Note({ initial = '', limit = 2000 }: { initial?: string; limit?: number }) {
  const [text, setText] = useState(initial);
  return (
    <LimitedTextarea
      label="Note"
      limit={limit}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

describe('Limited text fields (issue 18 "Nothing typed is lost")', () => {
  it('shows the limit as typed, with the thousands separator, as the field’s description', () => {
    renderWithProviders(<Note initial={'a'.repeat(1940)} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('1,940 / 2,000')).toBeVisible();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('1,940 / 2,000'));
    fireEvent.change(field, { target: { value: 'a'.repeat(1941) } });
    expect(screen.getByText('1,941 / 2,000')).toBeVisible();
  });

  it('refuses more than the limit (the browser’s maxlength is the column’s)', () => {
    renderWithProviders(<Note />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('maxlength', '2000');
  });

  it('tells assistive technology politely only near and at the limit', () => {
    renderWithProviders(<Note limit={120} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    fireEvent.change(field, { target: { value: 'a'.repeat(105) } });
    expect(live).toHaveTextContent('15 characters left');
    fireEvent.change(field, { target: { value: 'a'.repeat(120) } });
    expect(live).toHaveTextContent('Limit reached: 120 characters');
  });

  it('a text longer than the limit (a refused write opened to edit) is kept, never cut, and named as too long', () => {
    renderWithProviders(<Note initial={'b'.repeat(3000)} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('b'.repeat(3000));
    expect(screen.getByText('3,000 / 2,000')).toBeVisible();
    expect(screen.getByText('1,000 characters too many (at most 2,000)')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('a one-line field keeps its own description before the counter', () => {
    renderWithProviders(
      <LimitedTextInput
        label="Purpose"
        description="Optional"
        limit={200}
        value="Bursaries"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Purpose' })).toHaveAccessibleDescription(
      expect.stringContaining('Optional · 9 / 200'),
    );
  });

  it('pasting 3,000 characters into a 2,000 field says how much was not pasted (issue 34), until the next change', () => {
    renderWithProviders(<Note />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.paste(field, { clipboardData: { getData: () => 'b'.repeat(3000) } });
    // The browser keeps what fits (maxlength): the change that paste makes.
    fireEvent.change(field, { target: { value: 'b'.repeat(2000) } });
    expect(screen.getByText(/not pasted/, { selector: '[data-cut-note]' })).toHaveTextContent(
      '1,000 characters were not pasted: the field holds 2,000.',
    );
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('1,000 characters were not pasted: the field holds 2,000.'),
    );
    fireEvent.change(field, { target: { value: 'b'.repeat(1999) } });
    expect(screen.queryByText(/not pasted/)).toBeNull();
  });

  it('a paste that fits says nothing', () => {
    renderWithProviders(<Note limit={120} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.paste(field, { clipboardData: { getData: () => 'b'.repeat(120) } });
    fireEvent.change(field, { target: { value: 'b'.repeat(120) } });
    expect(screen.queryByText(/not pasted/)).toBeNull();
  });
});
