import { forwardRef } from 'react';
import { Link as RouterDomLink, type LinkProps as RouterLinkProps } from 'react-router';
import { Link, type LinkProps } from '@mui/material';

type Props = Omit<LinkProps, 'href'> & Pick<RouterLinkProps, 'to' | 'state' | 'replace'>;

const Adapter = forwardRef<HTMLAnchorElement, RouterLinkProps>((props, ref) => <RouterDomLink ref={ref} {...props} />);
Adapter.displayName = 'RouterDomLink';

/** A MUI link that navigates inside the app. */
export function RouterLink(props: Props) {
  return <Link component={Adapter} underline="always" {...props} />;
}
