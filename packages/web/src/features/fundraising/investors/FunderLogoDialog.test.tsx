import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Funder } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';

const api = vi.hoisted(() => ({ uploadLogo: vi.fn() }));
vi.mock('../investor-tools-api', () => ({ investorToolsApi: api }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn(), notifyActionError: vi.fn() }));
const { FunderLogoDialog } = await import('./FunderLogoDialog');

const FUNDER = {
  externalId: '22222222-2222-4222-8222-222222222222',
  type: 'INVESTOR',
  name: 'Quokka Ventures',
  logoUrl: null,
} as Funder;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'quokka.png', { type: 'image/png' });

/** An upload the test drives: reports progress, then answers or refuses when told. */
function pendingUpload() {
  let progress: (sent: number, total: number) => void = () => undefined;
  let settle: { resolve: (f: Funder) => void; reject: (e: unknown) => void } = null as never;
  api.uploadLogo.mockImplementation((_f: Funder, _file: File, onProgress: typeof progress) => {
    progress = onProgress;
    return { promise: new Promise<Funder>((resolve, reject) => (settle = { resolve, reject })), abort: vi.fn() };
  });
  return { progress: (s: number, t: number) => progress(s, t), settle: () => settle };
}

function renderDialog(onUploaded = vi.fn()) {
  render(<FunderLogoDialog funder={FUNDER} onClose={() => undefined} onUploaded={onUploaded} />);
  return onUploaded;
}

describe("a funder's logo upload (staff)", () => {
  beforeEach(() => vi.clearAllMocks());

  it('uploads the chosen image with its progress and shows the new logo', async () => {
    const user = userEvent.setup();
    const up = pendingUpload();
    const onUploaded = renderDialog();
    expect(screen.getByText(/This investor has no logo yet/)).toBeInTheDocument();

    await user.upload(screen.getByTestId('funder-logo-input'), png());
    expect(api.uploadLogo).toHaveBeenCalledWith(FUNDER, expect.any(File), expect.any(Function));
    up.progress(50, 200);
    expect(await screen.findByText('Uploading quokka.png: 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading quokka.png' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeDisabled();

    const saved = { ...FUNDER, logoUrl: `/api/funder/${FUNDER.externalId}/logo?v=abc` };
    up.settle().resolve(saved);
    await waitFor(() =>
      expect(screen.getByTestId('funder-logo-current').querySelector('img')).toHaveAttribute('src', saved.logoUrl),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace the image' })).toBeEnabled();
    expect(onUploaded).toHaveBeenCalledWith(saved);
  });

  it("shows the server's refusal as it words it, and the logo is unchanged", async () => {
    const user = userEvent.setup();
    const up = pendingUpload();
    renderDialog();
    await user.upload(screen.getByTestId('funder-logo-input'), png());
    up.settle().reject(
      new ApiError('VALIDATION_ERROR', 400, 'Invalid image format: use a PNG or JPEG image', {
        fields: [{ path: 'file', message: 'Invalid image format: use a PNG or JPEG image' }],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image format: use a PNG or JPEG image');
    expect(screen.getByTestId('funder-logo-current').querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeEnabled();
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const user = userEvent.setup();
    renderDialog();
    const big = png();
    Object.defineProperty(big, 'size', { value: 26_214_401 });
    await user.upload(screen.getByTestId('funder-logo-input'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image exceeded max size allowed (25 MB)');
    expect(api.uploadLogo).not.toHaveBeenCalled();
  });

  it('opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    renderDialog();
    const input = screen.getByTestId('funder-logo-input') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    const choose = screen.getByRole('button', { name: 'Choose an image' });
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
  });
});
