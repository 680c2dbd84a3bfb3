import { describe, expect, it } from 'vitest';
import { acceptFiles, perFileProgress, planUpload } from './upload-plan';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('acceptFiles', () => {
  it('drops files at or above the limit and keeps the first of a repeated name', () => {
    const a = file('a.pdf', 5);
    const big = file('big.pdf', 100);
    const edge = file('edge.pdf', 99);
    const again = file('a.pdf', 7);
    const { files, tooLarge } = acceptFiles([a, big, edge, again], 100);
    expect(files).toEqual([a, edge]);
    expect(tooLarge).toEqual([big]);
  });
});

describe('planUpload', () => {
  const a = file('a.pdf');
  const b = file('b.docx');
  it('overwrite sends every file and names the duplicates', () => {
    expect(planUpload([a, b], ['a.pdf'], 'overwrite')).toEqual({ files: [a, b], overwrittenFiles: ['a.pdf'] });
  });
  it('skip leaves the duplicates out', () => {
    expect(planUpload([a, b], ['a.pdf'], 'skip')).toEqual({ files: [b], overwrittenFiles: [] });
    expect(planUpload([a], ['a.pdf'], 'skip').files).toEqual([]);
  });
  it('without duplicates sends everything, overwriting nothing', () => {
    expect(planUpload([a, b], [], 'skip')).toEqual({ files: [a, b], overwrittenFiles: [] });
  });
});

describe('perFileProgress', () => {
  const files = [file('a', 100), file('b', 300)];
  it('fills files in order from the bytes sent of the whole body', () => {
    expect(perFileProgress(files, 0, 800)).toEqual([0, 0]);
    expect(perFileProgress(files, 100, 800)).toEqual([0.5, 0]);
    expect(perFileProgress(files, 400, 800)).toEqual([1, 1 / 3]);
    expect(perFileProgress(files, 800, 800)).toEqual([1, 1]);
  });
  it('reports nothing while the total is unknown', () => {
    expect(perFileProgress(files, 10, 0)).toEqual([0, 0]);
  });
});
