import { forwardRef } from 'react';
import { Link as RouterDomLink, type LinkProps as RouterLinkProps } from 'react-router';
import { Link, type LinkProps } from '@mui/material';

type Props = Omit<LinkProps, 'href'> & Pick<RouterLinkProps, 'to' | 'state' | 'replace'>;

/** Lets MUI components (ListItemButton, Button, Link…) navigate inside the app: `component={RouterAdapter}`. */
export const RouterAdapter = forwardRef<HTMLAnchorElement, RouterLinkProps>((props, ref) => (
  <RouterDomLink ref={ref} {...props} />
));
RouterAdapter.displayName = 'RouterAdapter';

/** A MUI link that navigates inside the app. */
export function RouterLink(props: Props) {
  return <Link component={RouterAdapter} underline="hover" {...props} />;
}
