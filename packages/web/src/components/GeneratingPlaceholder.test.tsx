import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GeneratingPlaceholder } from './GeneratingPlaceholder';

describe('GeneratingPlaceholder (spec 3 §2.16)', () => {
  it('says what is being generated and that an e-mail follows', () => {
    render(<GeneratingPlaceholder title="balance sheet" type="report" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your balance sheet is being generated.');
    expect(screen.getByRole('status')).toHaveTextContent("You'll be notified via email once the report is ready.");
  });
});
