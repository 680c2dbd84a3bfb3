import { Outlet } from 'react-router';
export default function AppShell(_: { view: 'one' | 'portal' }) { return <Outlet />; }
