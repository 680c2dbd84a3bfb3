import { Outlet } from 'react-router';

/** The master room's frame: the app bar of spec 3 §2.1 above the landing page or the files screen. (w-landing) */
export default function DataRoomLayout() {
  return <Outlet />;
}
