import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { useLocalizedPath } from '../../lib/i18n';

/**
 * react-router's Link and NavLink in the page's language (ADR 085): written with the English path
 * (`<Link to="/rates">`), they reach the French page from a French one ('/fr/taux'). Paths with no French page
 * (the back office) stay as they are.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const localized = useLocalizedPath();
  return <RouterLink to={typeof to === 'string' ? localized(to) : to} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={typeof to === 'string' ? localized(to) : to} {...props} />;
}
