import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds; `start()` begins it again. Used to space out "resend" clicks.
 * With `startActive` the countdown is already running on the first render (a code was just sent).
 */
export function useCooldown(seconds: number, { startActive = false } = {}) {
  const [until, setUntil] = useState(() => (startActive ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [until]);
  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, [seconds]);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, active: remaining > 0, start };
}
