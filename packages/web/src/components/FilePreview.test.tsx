import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilePreview } from './FilePreview';

afterEach(() => vi.unstubAllGlobals());

const serve = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
const url = () => Promise.resolve('/signed/file');

describe('FilePreview (spec 1 §2.3, spec 3 §8)', () => {
  it('shows office documents as a card with the icon and the download action, without asking for a URL', () => {
    const loadUrl = vi.fn(url);
    render(<FilePreview name="Board minutes.docx" loadUrl={loadUrl} download={<button>Download</button>} />);
    expect(screen.getByText('Office document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(loadUrl).not.toHaveBeenCalled();
  });

  it("says 'No preview available for this file type' for other types", () => {
    render(<FilePreview name="archive.zip" loadUrl={url} />);
    expect(screen.getByText('No preview available for this file type')).toBeInTheDocument();
  });

  it('shows images (svg too) as <img> and falls back to the file icon when one fails', async () => {
    render(<FilePreview name="logo.svg" loadUrl={url} />);
    const img = await screen.findByRole('img', { name: 'logo.svg' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/signed/file');
    const onFailed = vi.fn();
    render(<FilePreview name="photo.png" loadUrl={url} onUrlFailed={onFailed} />);
    fireEvent.error(await screen.findByRole('img', { name: 'photo.png' }));
    expect(screen.getByText('Preview not available.')).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it("embeds a pdf in a frame (the app's CSP refuses <object>), and says 'Preview not available.' when no URL can be had", async () => {
    render(<FilePreview name="deck.pdf" loadUrl={url} />);
    expect(await screen.findByTitle('Preview of deck.pdf')).toHaveAttribute('src', '/signed/file');
    render(<FilePreview name="other.pdf" loadUrl={() => Promise.reject(new Error('403'))} />);
    expect(await screen.findByText('Preview not available.')).toBeInTheDocument();
  });

  it('renders a csv as a table with quoted fields', async () => {
    serve('name,note\n"Smith, John","said ""hi"""\n');
    render(<FilePreview name="people.csv" loadUrl={url} />);
    expect(await screen.findByRole('columnheader', { name: 'name' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Smith, John' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'said "hi"' })).toBeInTheDocument();
  });

  it('renders markdown without interpreting HTML', async () => {
    serve('# Notes\n\n<img src=x onerror="alert(1)"> **bold**');
    const { container } = render(<FilePreview name="notes.md" loadUrl={url} />);
    expect(await screen.findByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
  });

  it('reads only the beginning of a long text file and says so', async () => {
    serve('a'.repeat(5000));
    render(<FilePreview name="log.txt" loadUrl={url} maxTextBytes={1000} />);
    expect(await screen.findByText(/Only the beginning of the file is shown/)).toBeInTheDocument();
    expect(screen.getByLabelText('Preview of log.txt').textContent).toHaveLength(1000);
  });

  it("says 'Preview not available.' when the text cannot be fetched", async () => {
    serve('nope', 403);
    render(<FilePreview name="readme.txt" loadUrl={url} />);
    expect(await screen.findByText('Preview not available.')).toBeInTheDocument();
  });
});
