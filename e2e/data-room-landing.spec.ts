import { test, expect, type Page } from '@playwright/test';
import { loginByApi, seriousA11yViolations } from './fixtures.ts';
// The server suite's sample documents (a text PDF, a DOCX and an XLSX with known parties, dates and clauses),
// generated here in the test, so the analysis has real text to work on.
import { docx, textPdf, xlsx } from '../packages/server/src/platform/extract/test-samples.ts';

const HOME = '/one/data-room';
const FINAL_STATES = ['PROCESSED_AND_NOT_PLACED', 'PROCESSED_PLACED_NOT_SEEN', 'PROCESSED_SEEN', 'CANNOT_BE_ANALYZED'];

/** STATE_CHANGED events the page receives over /ws, by file id (last state wins). */
function watchStates(page: Page) {
  const states = new Map<string, string[]>();
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload));
        const event = frame?.content?.event;
        if (frame.type === 'EVENT' && event?.type === 'STATE_CHANGED') {
          const id = event.content.fileExternalId as string;
          states.set(id, [...(states.get(id) ?? []), event.content.processingState as string]);
        }
      } catch {
        /* not JSON */
      }
    });
  });
  return states;
}

const unplacedCount = async (page: Page) => {
  const alert = page.getByText(/waiting in Processing/);
  if ((await alert.count()) === 0) return 0;
  return Number(/(\d+)/.exec((await alert.textContent()) ?? '')?.[1] ?? 0);
};

test.describe('master data room landing', () => {
  test('uploads three documents, sees them analysed live, finds one by search and reopens it from the history', async ({
    page,
  }) => {
    // Upload plus analysis of three documents on a shared two-core machine: more room than the default minute.
    test.setTimeout(150_000);
    const token = `lnd${Date.now().toString(36)}`;
    const names = [`Landing ${token} NDA.pdf`, `Landing ${token} Employment.docx`, `Landing ${token} Order form.xlsx`];
    const [pdf, word, excel] = await Promise.all([textPdf(), docx(), xlsx()]);
    const states = watchStates(page);
    const uploaded: { externalId: string; name: string }[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/api/data-room/upload-files') && r.request().method() === 'POST' && r.status() === 201) {
        uploaded.push(...((await r.json()).content as { externalId: string; name: string }[]));
      }
    });

    await loginByApi(page, 'owner@acme.example');
    await page.goto(HOME);
    await expect(page.getByTestId('data-room-title')).toBeVisible();
    await expect(page.getByTestId('category-corporate').getByTestId('file-count')).toHaveText(/\d+ files?/);
    const before = await unplacedCount(page);

    // The drop area's Browse input: three documents → the 'n files' confirmation → per-file progress → success.
    await page.getByTestId('landing-upload-input').setInputFiles([
      { name: names[0], mimeType: 'application/pdf', buffer: pdf },
      {
        name: names[1],
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: word,
      },
      { name: names[2], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: excel },
    ]);
    const confirm = page.getByRole('dialog', { name: 'Upload files' });
    await expect(confirm).toContainText('3 files will be uploaded and analysed.');
    await confirm.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('upload-row')).toHaveCount(3);
    await expect(page.getByTestId('upload-success')).toContainText('3 files uploaded');
    for (const row of await page.getByTestId('upload-row').all()) {
      await expect(row).toHaveAttribute('data-status', 'done');
      await expect(row).toHaveAttribute('data-stage', '4');
    }
    await expect.poll(() => uploaded.map((f) => f.name).sort()).toEqual([...names].sort());

    // Live: every file walks its states over the websocket to a final one, without a reload.
    await expect
      .poll(() => uploaded.every((f) => FINAL_STATES.includes(states.get(f.externalId)?.at(-1) ?? '')), {
        timeout: 90_000,
      })
      .toBe(true);
    for (const f of uploaded) {
      const walked = states.get(f.externalId)!;
      expect(walked.at(-1), f.name).toBe('PROCESSED_AND_NOT_PLACED');
      expect(walked, f.name).toContain('PROCESSING_SUGGESTED_FOLDER');
    }
    // The landing page followed: three more files wait in Processing for their folders.
    await page.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => unplacedCount(page)).toBe(before + 3);

    // Search: taxonomy folders first, then the server's files with their badges.
    const search = page.getByRole('combobox', { name: 'Search the data room' });
    await search.fill(token);
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByRole('option')).toHaveCount(3);
    const pdfOption = dropdown.getByRole('option', { name: new RegExp(`${token} NDA\\.pdf`) });
    await expect(pdfOption).toContainText('File');
    await pdfOption.click();
    const pdfId = uploaded.find((f) => f.name === names[0])!.externalId;
    await expect(page).toHaveURL(new RegExp(`/one/data-room/files\\?documentId=${pdfId}$`));
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    // Back home: the empty box offers the history; the pick fills the input, and the match reopens the file.
    await page.getByTestId('data-room-title').click();
    await expect(page).toHaveURL(/\/one\/data-room$/);
    await search.click();
    const history = page.getByRole('listbox', { name: 'Search history' });
    await history.getByRole('option', { name: names[0] }).first().click();
    await expect(search).toHaveValue(names[0]);
    await dropdown.getByRole('option', { name: new RegExp(`${token} NDA\\.pdf`) }).click();
    await expect(page).toHaveURL(new RegExp(`documentId=${pdfId}$`));

    // Escape clears and closes.
    await search.fill('subpoenas');
    await expect(dropdown.getByRole('option', { name: /Subpoenas/ })).toContainText('Folder');
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(dropdown).toBeHidden();
  });

  test('the landing page has no serious accessibility violations and opens a folder from a card', async ({ page }) => {
    await loginByApi(page, 'owner@acme.example');
    await page.goto(HOME);
    const corporate = page.getByTestId('category-corporate');
    await expect(corporate.getByTestId('file-count')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The search dropdown and the upload dialog, open.
    const search = page.getByRole('combobox', { name: 'Search the data room' });
    await search.fill('agree');
    await expect(page.getByTestId('search-dropdown').getByRole('option').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await search.press('Escape');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload documents' });
    await expect(dialog).toContainText('Maximum size: 100 MB per file.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Keyboard: focus the card's title, the folder list opens, Tab walks into it.
    await corporate.getByRole('link', { name: 'Corporate', exact: true }).focus();
    await expect(corporate.getByRole('button', { name: 'Show the folders of Corporate' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(corporate.getByRole('link', { name: '1.1 Corporate Records' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(corporate.getByRole('link', { name: '1.2 Governance' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/one\/data-room\/files$/);

    // The bar's AI button opens the assistant in the data room's context (issue 18); Escape closes it.
    await page.goto(HOME);
    await page.getByTestId('data-room-app-bar').getByTestId('ai-button').click();
    await expect(page.getByTestId('assistant-drawer').getByTestId('assistant-context')).toHaveText('Data room');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('assistant-drawer')).toHaveCount(0);

    // documentId forwards to the files screen.
    await page.goto(`${HOME}?documentId=00000000-0000-4000-8000-000000000000`);
    await expect(page).toHaveURL(/\/one\/data-room\/files\?documentId=00000000-0000-4000-8000-000000000000$/);
  });

  test('phone layout: collapsible menu, full-width 48px search, one column of cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginByApi(page, 'owner@acme.example');
    await page.goto(HOME);
    const bar = page.getByTestId('data-room-app-bar');
    await expect(page.getByTestId('category-finance').getByTestId('file-count')).toBeVisible();
    await expect(bar.getByRole('tab', { name: 'Manage' })).toBeHidden();
    const search = page.getByRole('combobox', { name: 'Search the data room' });
    const box = (await search.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThan(barBox.width - 40);
    const [a, b] = [
      (await page.getByTestId('category-corporate').boundingBox())!,
      (await page.getByTestId('category-human-resources').boundingBox())!,
    ];
    expect(Math.abs(a.x - b.x)).toBeLessThan(2);
    expect(b.y).toBeGreaterThan(a.y);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Data room menu' }).click();
    await expect(bar.getByRole('tab', { name: 'Manage' })).toBeVisible();
    await expect(bar.getByTestId('ai-button')).toBeVisible();
    await bar.getByRole('tab', { name: 'Manage' }).click();
    await expect(page).toHaveURL(/\/one\/data-room\/files$/);
  });
});
