import { useEffect, useState } from 'react';
import { ASSISTANT_LIMITS } from '@atrium/contract';

/**
 * Streamed text typed out at 10 ms per character (spec 2 §9): the shown length follows the target, catching up by
 * elapsed time (a slow frame shows several characters at once). Returns the shown text and whether it caught up.
 */
export function useTypewriter(target: string, msPerChar: number = ASSISTANT_LIMITS.typewriterMsPerChar) {
  const [shown, setShown] = useState(0);
  const behind = shown < target.length;
  useEffect(() => {
    if (!behind) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const steps = Math.max(1, Math.floor((now - last) / msPerChar));
      last += steps * msPerChar;
      setShown((s) => Math.min(target.length, s + steps));
    }, msPerChar);
    return () => clearInterval(timer);
  }, [behind, target.length, msPerChar]);
  return { text: target.slice(0, shown), done: !behind };
}
