import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LANGUAGES } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { MarkdownView } from '../../components/preview/MarkdownView';
import TermsPage from './TermsPage';
import FaqPage from './FaqPage';
import { CONTENT_NAMES, contentLanguage, loadContent } from './texts';

const mount = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('content pages', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('every text exists as Markdown in English and Spanish, and they differ', async () => {
    for (const name of CONTENT_NAMES) {
      const en = await loadContent(name, 'en');
      const es = await loadContent(name, 'es');
      expect(en.trim().length, name).toBeGreaterThan(100);
      expect(es.trim().length, name).toBeGreaterThan(100);
      expect(es, name).not.toBe(en);
    }
    expect([...LANGUAGES].sort()).toEqual(['en', 'es']);
    expect(contentLanguage('es-MX')).toBe('es');
    expect(contentLanguage('fr')).toBe('en');
  });

  it('/terms-and-policies renders its Markdown with a single h1, and links to the FAQ and sign-in', async () => {
    mount(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and policies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('/faq follows the interface language', async () => {
    await i18n.changeLanguage('es');
    mount(<FaqPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Quién es mi gestor de cuenta?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y políticas' })).toHaveAttribute('href', '/terms-and-policies');
  });
});

describe('the Markdown renderer of content pages', () => {
  it('shows raw HTML as text and never runs it; unsafe links lose their target', () => {
    const { container } = render(
      <MarkdownView
        headingOffset={0}
        source={
          '# Title <img src=x onerror="window.pwned=1">\n\n<script>window.pwned=1</script>\n\n' +
          '[click](javascript:alert(1)) and [site](https://example.com) <a href="https://evil.example">evil</a>'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe')).toBeNull();
    // Only http(s) targets survive (a bare URL inside the raw tag becomes a plain link); javascript: is dropped.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://example.com');
    expect(hrefs.every((h) => h!.startsWith('https://'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Title <img src=x onerror="window.pwned=1">');
    expect(container).toHaveTextContent('<script>window.pwned=1</script>');
    expect(container).toHaveTextContent('<a href="https://evil.example">evil</a>');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
