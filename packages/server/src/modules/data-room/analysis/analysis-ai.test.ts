import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness.ts';
import { loadConfig } from '../../../platform/config.ts';
import * as samples from '../../../platform/extract/test-samples.ts';
import { addDocument, fileRow, redFlagsOf, stateEvents, userExternalId } from './test-support.ts';

/** A model behind a local chat-completions endpoint. */
const prompts: string[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    prompts.push(JSON.parse(raw).messages[1].content);
    const answer = {
      suggestedStaticId: 33,
      summary: {
        documentTitle: 'NDA (model)',
        description: 'Written by the model.',
        partiesInvolved: [{ by: 'Globex Holdings LLC', title: 'Recipient', email: '' }],
        dateOfSignature: '2025-03-03',
        keyProvisions: ['Mutual confidentiality.'],
      },
      redFlags: ['Key person dependency'],
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) } }] }),
    );
  });
});
// Idle keep-alive sockets stay open for the whole file (a socket closed by the server just as the client reuses it
// would turn a request into a network error).
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

// Jobs off: the test runs them itself with drain(), the way a script or a worker-only process would.
const t = await useTestApp({
  ai: { baseUrl, apiKey: 'k', model: 'm', timeoutMs: 10_000 },
  jobs: { ...loadConfig({}).jobs, enabled: false },
});
const events = stateEvents(t);
afterAll(() => events.off());

describe('document analysis through the configured model (AI_BASE_URL)', () => {
  it('the extracted text goes to the model; its folder, summary and red flags are stored', async () => {
    // The demo seed queues an analysis of its own; run it first so only this file's prompt is counted.
    await t.jobs.drain();
    prompts.length = 0;
    const file = await addDocument(t, 'Acme Inc.', 'nda.pdf', await samples.textPdf());
    expect((await fileRow(t, file.id))?.processing_state).toBe('NOT_PROCESSED');
    await t.jobs.drain();
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('File name: nda.pdf');
    expect(prompts[0]).toContain('by and between');
    const row = await fileRow(t, file.id);
    expect(row).toMatchObject({
      processing_state: 'PROCESSED_AND_NOT_PLACED',
      summary_state: 'PROCESSED',
      suggested_static_id: 33,
    });
    expect(row?.ai_analysis).toMatchObject({ documentTitle: 'NDA (model)', dateOfSignature: '2025-03-03' });
    expect((await redFlagsOf(t, file.id)).map((f) => [f.name, f.source])).toEqual([['Key person dependency', 'AI']]);
    const owner = await userExternalId(t, 'owner@acme.example');
    expect(events.of(owner, file.externalId).map((e) => e.processingState)).toEqual([
      'PROCESSING_SUGGESTED_FOLDER',
      'PROCESSED_SUGGESTED_FOLDER',
      'PROCESSING_AI_SUMMARY',
      'PROCESSED_AND_NOT_PLACED',
    ]);
  });

  it('analysing again replaces untouched AI flags and never raises again a flag someone dismissed', async () => {
    const file = await addDocument(t, 'Acme Inc.', 'nda-2.pdf', await samples.textPdf());
    await t.jobs.drain();
    await t.database.raw.query(`update data_room_red_flags set status = 'DISMISSED' where file_id = $1`, [file.id]);
    await t.database.raw.query(
      `update data_room_files set processing_state = 'NOT_PROCESSED', summary_state = 'NOT_PROCESSED' where id = $1`,
      [file.id],
    );
    await t.database.raw.query(`insert into jobs (queue, payload) values ('document-analysis', $1)`, [
      JSON.stringify({ fileId: file.id }),
    ]);
    await t.jobs.drain();
    expect((await redFlagsOf(t, file.id)).map((f) => [f.name, f.status])).toEqual([
      ['Key person dependency', 'DISMISSED'],
    ]);
    expect((await fileRow(t, file.id))?.processing_state).toBe('PROCESSED_AND_NOT_PLACED');
  });
});
