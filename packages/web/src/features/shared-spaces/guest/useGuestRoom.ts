import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SHARED_SPACES_MESSAGES as M, SHARED_SPACES_ROUTES as ROUTES } from '@atrium/contract';
import { ApiError } from '../../../lib/api-error';
import { guestApi, guestSession } from '../api/guest';
import { sharedSpacesKeys } from '../keys';

/** Where a guest may be sent back to after typing their code: only the guest pages. */
export function guestReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  const path = next.split('?')[0];
  return [ROUTES.shared, ROUTES.sharedFile, ROUTES.sharedFinancialReport].includes(path as never) ? next : null;
}

/**
 * The guest's room for the guest pages: without a session for the room named in ?vr= the guest is sent to type their
 * e-mail code and comes back here; an expired room goes to /room-expired.
 */
export function useGuestRoom(vr: string) {
  const navigate = useNavigate();
  const session = guestSession.get();
  const valid = !!session && (!vr || session.roomExternalId === vr);
  const room = useQuery({
    queryKey: sharedSpacesKeys.sharedRoom(session?.token ?? ''),
    queryFn: guestApi.room,
    enabled: valid,
    retry: false,
  });
  useEffect(() => {
    if (!valid && vr) {
      const here = window.location.pathname + window.location.search;
      navigate(`${ROUTES.checkEmail}?vr=${encodeURIComponent(vr)}&next=${encodeURIComponent(here)}`, {
        replace: true,
      });
    }
  }, [valid, vr, navigate]);
  const expired = room.error instanceof ApiError && room.error.message === M.roomExpired;
  useEffect(() => {
    if (expired) navigate(ROUTES.expired, { replace: true });
  }, [expired, navigate]);
  return { session: valid ? session : null, room, ended: !valid || (room.isError && !expired) };
}
