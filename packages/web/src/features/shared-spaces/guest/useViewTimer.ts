import { useEffect, useRef } from 'react';
import { guestApi } from '../api/guest';

/** Reports the seconds a guest spent on a viewed file when the view ends (the server issued the view id). */
export function useViewTimer() {
  const opened = useRef<{ viewId: string | null; at: number } | null>(null);
  const end = () => {
    const o = opened.current;
    opened.current = null;
    if (o?.viewId) void guestApi.viewEnd(o.viewId, Math.round((Date.now() - o.at) / 1000)).catch(() => undefined);
  };
  useEffect(() => end, []);
  return {
    start: (viewId: string | null) => {
      end();
      opened.current = { viewId, at: Date.now() };
    },
    end,
  };
}
