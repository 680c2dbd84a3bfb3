/** A one-line progress bar on a terminal stream ('[#####-----] 50% 500/1000'); quiet when not a TTY except at the end. */
export function progressBar(total: number, out: NodeJS.WriteStream, width = 30) {
  const line = (done: number) => {
    const f = total ? done / total : 1;
    const n = Math.round(f * width);
    return `[${'#'.repeat(n)}${'-'.repeat(width - n)}] ${Math.round(f * 100)}% ${done}/${total}`;
  };
  let last = 0;
  return {
    update(done: number) {
      last = done;
      if (out.isTTY) out.write(`\r${line(done)}`);
    },
    done() {
      out.write(`${out.isTTY ? '\r' : ''}${line(last)}\n`);
    },
  };
}
